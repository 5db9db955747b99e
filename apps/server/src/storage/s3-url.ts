/**
 * S3_URL: one address that names an S3-compatible store, its bucket and how to reach it.
 *
 *   s3://ACCESS_KEY:SECRET_KEY@HOST[:PORT]/BUCKET[/PREFIX][?region=…&pathStyle=…&tls=…&timeout=…]
 *
 * `s3://` speaks HTTPS unless `tls=false`; `https://` and `http://` say it themselves. A key or secret with
 * `/`, `+`, `@` or `:` in it is written percent-encoded (`/` as `%2F`). Without KEY:SECRET the AWS SDK's
 * own sources are used (AWS_ACCESS_KEY_ID…, an instance role). Error messages name the part at fault and
 * never repeat the keys: they go to the log.
 */
/** What the SDK signs with. */
export interface S3Keys {
  accessKeyId: string
  secretAccessKey: string
}

export interface S3Location {
  /** `http(s)://host[:port]`: where the SDK connects. */
  endpoint: string
  bucket: string
  /** Put before every key ('' or ending in '/'), so the pictures can share a bucket. */
  prefix: string
  region: string
  /** Bucket in the path (MinIO, Garage, most self-hosted stores) rather than in the host name. */
  pathStyle: boolean
  /** The most one call to the store may take, retries included. */
  timeoutMs: number
  /** A function, so that the keys do not show when the settings are logged or serialized. */
  credentials: (() => Promise<S3Keys>) | undefined
  /** The address without the keys, for messages. */
  shown: string
}

const PARAMETERS = ['region', 'pathStyle', 'tls', 'timeout'] as const
const DEFAULT_TIMEOUT_SECONDS = 10
const MAX_TIMEOUT_SECONDS = 300
const BUCKET = /^(?=.{3,63}$)[a-z0-9][a-z0-9.-]*[a-z0-9]$/
const PREFIX = /^[A-Za-z0-9._/-]+$/
const REGION = /^[A-Za-z0-9-]{1,64}$/
const EXAMPLE = 's3://KEY:SECRET@host:9000/bucket?region=us-east-1'

/** The value with everything between the scheme and the last `@` hidden: the keys, however they are written. */
export function withoutKeys(value: string): string {
  return value.replace(/^([a-z0-9+.-]*:\/\/)?[^]*@/i, '$1***@')
}

function flag(value: string, name: string): boolean | string {
  if (value === 'true') return true
  if (value === 'false') return false
  return `${name} must be true or false (got "${value}")`
}

function decodeKey(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

function readCredentials(url: URL): S3Location['credentials'] | string {
  if (!url.username && !url.password) return undefined
  if (!url.username) return 'has a secret key but no access key: write KEY:SECRET@ before the host'
  if (!url.password) return 'has an access key but no secret key: write KEY:SECRET@ before the host'
  const accessKeyId = decodeKey(url.username)
  const secretAccessKey = decodeKey(url.password)
  if (accessKeyId === null || secretAccessKey === null)
    return 'keys: a % must begin an escape such as %2F (write / in a key as %2F)'
  return () => Promise.resolve({ accessKeyId, secretAccessKey })
}

type Query = Partial<Record<(typeof PARAMETERS)[number], string>>

function readQuery(url: URL): Query | string {
  const query: Query = {}
  for (const [name, value] of url.searchParams) {
    if (!(PARAMETERS as readonly string[]).includes(name))
      return `has an unknown parameter "${name}" (known: ${PARAMETERS.join(', ')})`
    const known = name as (typeof PARAMETERS)[number]
    if (query[known] !== undefined) return `names the parameter "${name}" twice`
    query[known] = value
  }
  return query
}

function readPath(url: URL): { bucket: string; prefix: string } | string {
  const [bucket = '', ...rest] = url.pathname.replace(/^\/+/, '').split('/')
  if (!bucket) return `must name the bucket as the first part of the path (${EXAMPLE})`
  if (!BUCKET.test(bucket))
    return `bucket "${bucket}" must be 3 to 63 lowercase letters, digits, dots and hyphens, beginning and ending with a letter or digit`
  const prefix = rest.filter(Boolean).join('/')
  if (prefix && (!PREFIX.test(prefix) || prefix.split('/').some((part) => part === '.' || part === '..')))
    return `key prefix "${prefix}" may hold only letters, digits, ".", "_", "-" and "/"`
  return { bucket, prefix: prefix ? `${prefix}/` : '' }
}

function readSettings(url: URL, query: Query) {
  const region = query.region ?? 'us-east-1'
  if (!REGION.test(region)) return `region must be a name such as us-east-1 or garage (got "${region}")`
  const pathStyle = flag(query.pathStyle ?? 'true', 'pathStyle')
  if (typeof pathStyle === 'string') return pathStyle
  let tls = url.protocol !== 'http:'
  if (query.tls !== undefined) {
    if (url.protocol !== 's3:') return `tls= is for s3:// addresses; ${url.protocol}// already says it`
    const parsed = flag(query.tls, 'tls')
    if (typeof parsed === 'string') return parsed
    tls = parsed
  }
  const seconds = query.timeout === undefined ? DEFAULT_TIMEOUT_SECONDS : Number(query.timeout)
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_TIMEOUT_SECONDS)
    return `timeout must be a number of seconds above 0 and at most ${MAX_TIMEOUT_SECONDS} (got "${query.timeout}")`
  return { region, pathStyle, tls, timeoutMs: Math.round(seconds * 1000) }
}

/** The store S3_URL names, or a message that says which part of it is wrong. */
export function parseS3Url(value: string): S3Location | { error: string } {
  const fail = (error: string) => ({ error })
  let url: URL
  try {
    url = new URL(value)
  } catch {
    const hint = value.includes('@') ? ' (a key with / in it is written %2F)' : ''
    return fail(`must be an address such as ${EXAMPLE}${hint}`)
  }
  if (!['s3:', 'http:', 'https:'].includes(url.protocol))
    return fail(`must begin with s3://, https:// or http:// (not ${url.protocol}//)`)
  if (!url.hostname) return fail(`must name the store's host after the keys (${EXAMPLE})`)
  if (url.hash) return fail('must not end with a #fragment')
  const credentials = readCredentials(url)
  if (typeof credentials === 'string') return fail(credentials)
  const query = readQuery(url)
  if (typeof query === 'string') return fail(query)
  const place = readPath(url)
  if (typeof place === 'string') return fail(place)
  const settings = readSettings(url, query)
  if (typeof settings === 'string') return fail(settings)
  const port = url.port ? `:${url.port}` : ''
  return {
    endpoint: `${settings.tls ? 'https' : 'http'}://${url.hostname}${port}`,
    ...place,
    region: settings.region,
    pathStyle: settings.pathStyle,
    timeoutMs: settings.timeoutMs,
    credentials,
    shown: withoutKeys(value),
  }
}
