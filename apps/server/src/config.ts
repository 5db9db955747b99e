/**
 * Configuration comes only from the environment and is checked once at start: a bad value stops the
 * server with one line that names the variable, instead of failing later in some request.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { EMAIL_PATTERN } from '@rosemary/shared'
import { type CapabilityName, MAX_INSTANCE_NAME_LENGTH } from '@rosemary/shared/contract'
import { type Argon2Cost, DEFAULT_ARGON2_COST } from './security/passwords.ts'
import { parseS3Url, type S3Location, withoutKeys } from './storage/s3-url.ts'

const CAPABILITY_NAMES = [
  'highResImages',
  'multipleImages',
  'expandablePreviews',
] as const satisfies readonly CapabilityName[]
/** The web app `npm run build` makes, next to this server in the repository. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url))
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const ZBoolean = z.enum(['true', 'false', '1', '0', 'yes', 'no'], {
  error: 'must be true or false',
})

function urlWithProtocols(protocols: string[]) {
  return z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol)
      } catch {
        return false
      }
    },
    { error: `must be a URL starting with ${protocols.map((p) => p + '//').join(' or ')}` },
  )
}

/** A P-256 key in base64url, as Web Push writes VAPID keys: 65 bytes public (uncompressed), 32 private. */
function vapidKey(bytes: number) {
  return z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, {
      error: 'must be base64url (as web-push generate-vapid-keys prints it)',
      abort: true,
    })
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, {
      error: `must be a P-256 key of ${bytes} bytes in base64url`,
    })
}

/** Never echoed in an error message: the message goes to the log. */
const SECRET_VARIABLES = new Set(['VAPID_PRIVATE_KEY', 'REDIS_URL', 'METRICS_TOKEN', 'OIDC_CLIENT_SECRET'])
/** A scrape token shorter than this could be guessed by asking /metrics often enough. */
export const MIN_METRICS_TOKEN_LENGTH = 16

const ZFields = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int({ error: 'must be a whole number between 1 and 65535' })
    .min(1, { error: 'must be a whole number between 1 and 65535' })
    .max(65535, { error: 'must be a whole number between 1 and 65535' })
    .default(3000),
  HOST: z.string().min(1, { error: 'must not be empty' }).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
  WEB_DIST_DIR: z.string().min(1, { error: 'must not be empty' }).default(DEFAULT_WEB_DIST),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:']).optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
  MAIL_OUTBOX: ZBoolean.default('false'),
  MAIL_FROM: z
    .string()
    .min(3, { error: 'must be an address such as Rosemary <rosemary@example.com>' })
    .optional(),
  REGISTRATION_ENABLED: ZBoolean.default('true'),
  OIDC_ISSUER: urlWithProtocols(['https:', 'http:']).optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(40, { error: 'must be at most 40 characters' })
    .optional(),
  PASSWORD_SIGNIN: ZBoolean.default('true'),
  CAPABILITIES: z
    .string()
    .default(CAPABILITY_NAMES.join(','))
    .refine(
      (value) => splitList(value).every((name) => (CAPABILITY_NAMES as readonly string[]).includes(name)),
      {
        error: `must be a comma-separated list of ${CAPABILITY_NAMES.join(', ')}`,
      },
    ),
  CONTACT_EMAIL: z.string().regex(EMAIL_PATTERN, { error: 'must be an email address' }).optional(),
  INSTANCE_NAME: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(MAX_INSTANCE_NAME_LENGTH, { error: `must be at most ${MAX_INSTANCE_NAME_LENGTH} characters` })
    .optional(),
  SELF_HOSTED: ZBoolean.default('true'),
  ENABLE_CONTRIBUTION: ZBoolean.default('false'),
  ENABLE_INSTALL_INSTRUCTIONS: ZBoolean.default('true'),
  ENABLE_EXPERIMENTAL_OFFLINE_CACHE: ZBoolean.default('false'),
  CONTRIBUTE_URL: urlWithProtocols(['https:']).optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int({ error: 'must be a whole number of at least 1' })
    .min(1, { error: 'must be a whole number of at least 1' })
    .default(10),
  LOOKUP_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int({ error: 'must be a whole number of at least 1' })
    .min(1, { error: 'must be a whole number of at least 1' })
    .default(30),
  FRIEND_REQUEST_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int({ error: 'must be a whole number of at least 1' })
    .min(1, { error: 'must be a whole number of at least 1' })
    .default(20),
  MESSAGE_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int({ error: 'must be a whole number of at least 1' })
    .min(1, { error: 'must be a whole number of at least 1' })
    .default(60),
  VAPID_PUBLIC_KEY: vapidKey(65).optional(),
  VAPID_PRIVATE_KEY: vapidKey(32).optional(),
  VAPID_SUBJECT: urlWithProtocols(['mailto:', 'https:']).optional(),
  TRUST_PROXY: ZBoolean.default('false'),
  CLIP_ALLOW_PRIVATE: ZBoolean.default('false'),
  PEPPERPLATE_URL: urlWithProtocols(['http:', 'https:']).default('https://www.pepperplate.com'),
  CACHE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds, 0 or more' })
    .int({ error: 'must be a whole number of seconds, 0 or more' })
    .min(0, { error: 'must be a whole number of seconds, 0 or more' })
    .default(30),
  PARSE_TIME_LIMIT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds greater than 0' })
    .positive({ error: 'must be a number of seconds greater than 0' })
    .default(20),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, { error: 'must be 1 to 64 letters, digits, or _ : . -' })
    .default('rosemary:'),
  JOB_STALE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds, at least 3' })
    .int({ error: 'must be a whole number of seconds, at least 3' })
    .min(3, { error: 'must be a whole number of seconds, at least 3' })
    .default(30),
  METRICS_TOKEN: z
    .string()
    .min(MIN_METRICS_TOKEN_LENGTH, { error: `must be at least ${MIN_METRICS_TOKEN_LENGTH} characters` })
    .optional(),
  S3_URL: z.string().optional(),
  S3_SERVE: z.enum(['proxy', 'redirect'], { error: 'must be proxy or redirect' }).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
})

const ZEnvironment = ZFields.superRefine((env, ctx) => {
  const s3 = env.S3_URL === undefined ? undefined : parseS3Url(env.S3_URL)
  if (s3 && 'error' in s3) ctx.addIssue({ code: 'custom', path: ['S3_URL'], message: s3.error })
  if (env.S3_SERVE && !env.S3_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['S3_SERVE'],
      message: 'only applies with S3_URL (pictures in a bucket)',
    })
  // Half a key pair cannot sign; the other half would be made up and disagree with it.
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
    const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'
    ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set with its pair, or neither' })
  }
  // The Contribute page sends people to the operator's own page: on without one, it could only apologise.
  if (isTrue(env.ENABLE_CONTRIBUTION) && !env.CONTRIBUTE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['CONTRIBUTE_URL'],
      message: 'must be set when ENABLE_CONTRIBUTION is true (the page contributions go to)',
    })
  }
  const oidcParts = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const
  const oidcSet = oidcParts.filter((name) => env[name] !== undefined)
  if (oidcSet.length > 0 && oidcSet.length < oidcParts.length) {
    for (const name of oidcParts.filter((part) => env[part] === undefined))
      ctx.addIssue({ code: 'custom', path: [name], message: `must be set with ${oidcSet.join(' and ')}` })
  }
  // Without another way in, nobody could sign in at all.
  if (!isTrue(env.PASSWORD_SIGNIN) && oidcSet.length < oidcParts.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['PASSWORD_SIGNIN'],
      message: 'may be false only with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET set',
    })
  }
})

/** Sign-in through an OpenID Connect provider (modules/oidc). */
export interface OidcConfig {
  issuer: string
  clientId: string
  clientSecret: string
  /** What the sign-in button names ("Sign in with Authentik"). */
  name: string
  /** The most one call to the provider may take (discovery, the code's exchange). */
  timeoutMs: number
}

export interface Config {
  port: number
  host: string
  dataDir: string
  /** The built web app served at `/`: this repository's build, or one made and installed apart from it. */
  webDistDir: string
  databaseUrl: string | undefined
  /** PUBLIC_URL without a trailing slash; null: links that leave the app use the address a request came to. */
  publicUrl: string | null
  /** This server on its own machine (http://localhost:PORT): links when no usable address is known. */
  localUrl: string
  smtpUrl: string | undefined
  /**
   * Whether mail reaches people: through SMTP, or as files in DATA_DIR/outbox when MAIL_OUTBOX says
   * someone reads them (the browser journeys do). Without it, people ask the operator for reset links.
   */
  sendsMail: boolean
  mailFrom: string
  registrationEnabled: boolean
  /** OpenID Connect sign-in; null: off. */
  oidc: OidcConfig | null
  /** Whether people may sign in (and register) with a password; false only alongside oidc. */
  passwordSignIn: boolean
  capabilities: Record<CapabilityName, boolean>
  contactEmail: string | null
  /** What the operator calls this server ("The Millers' kitchen"); null: just Rosemary. */
  instanceName: string | null
  /** The self-hosted variant (spec §1): "Self Hosted" after the menu title, warnings on the sign-in pages. */
  selfHosted: boolean
  /** The contribute pages and menu item, and where they send people (an https page of the operator's). */
  contribution: { enabled: false } | { enabled: true; url: string }
  /** The install page and the menu's Download item (spec §4: off only where an app store installs it). */
  installInstructions: boolean
  /** Whether people may keep their recipe book in the browser for use offline (spec §4: experimental). */
  experimentalOfflineCache: boolean
  authRateLimitPerMinute: number
  /** Users looked up by email, per minute, from one address and by one account alike. */
  lookupRateLimitPerMinute: number
  /** Friend requests (asking and accepting) per minute by one account. */
  friendRequestRateLimitPerMinute: number
  /** Messages one account may send per minute (429 past it). */
  messageRateLimitPerMinute: number
  /** The Web Push key pair from the environment; null: the server makes one and keeps it in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | null
  /** Who runs this server, for push services (RFC 8292 `sub`): a mailto: or https: address. */
  vapidSubject: string
  trustProxy: boolean
  /** How long sessions and the recipe book's list answers are kept in memory; 0 keeps nothing. */
  cacheSeconds: number
  /** Lets clipping and imports fetch private and loopback addresses: for tests only. */
  clipAllowPrivate: boolean
  /** Where the Pepperplate sync service is (its host; the service path is added). */
  pepperplateUrl: string
  /** The most reading one page, opening one import file, or reading one of its entries may take. */
  parseTimeLimitMs: number
  /**
   * Redis, shared by several server processes on one database: the event bus, cache versions, rate limits
   * and locks; null: one process, everything in its memory.
   */
  redis: { url: string; prefix: string } | null
  /** A running job whose process has not renewed its heartbeat for this long is taken over by another. */
  jobStaleSeconds: number
  logLevel: (typeof LOG_LEVELS)[number]
  /** The bearer token GET /metrics asks for; null: no /metrics and nothing measured. */
  metricsToken: string | null
  /**
   * Pictures in an S3-compatible bucket (S3_URL), served through the app (proxy) or by a signed redirect
   * to the store; null: in DATA_DIR/images.
   */
  s3: { location: S3Location; serve: 'proxy' | 'redirect' } | null
  /** What a password hash costs: always OWASP's minimum when the server runs; the API tests lower it. */
  passwordCost: Argon2Cost
}

export class ConfigError extends Error {}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0)
}

function isTrue(value: z.output<typeof ZBoolean>): boolean {
  return value === 'true' || value === '1' || value === 'yes'
}

/** Unset and empty variables mean the same: use the default. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]))
}

/** Push services want a way to reach whoever runs the server: the contact address, else the site. */
function defaultVapidSubject(contactEmail: string | undefined, publicUrl: string): string {
  if (contactEmail) return `mailto:${contactEmail}`
  if (publicUrl.startsWith('https:')) return publicUrl
  return `mailto:rosemary@${new URL(publicUrl).hostname}`
}

const OIDC_TIMEOUT_MS = 10_000

/** auth.example.com → "auth.example.com"; the operator names it better with OIDC_NAME. */
function providerName(issuer: string): string {
  const host = new URL(issuer).hostname
  if (host === 'accounts.google.com') return 'Google'
  return host
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnvironment.safeParse(withoutEmpty(env))
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0])
      const got = SECRET_VARIABLES.has(name)
        ? 'a value not shown here'
        : // Its keys are not shown either.
          JSON.stringify(name === 'S3_URL' ? withoutKeys(env[name] ?? '') : env[name])
      return `Invalid configuration: ${name} ${issue.message} (got ${got})`
    })
    throw new ConfigError(lines.join('\n'))
  }
  const e = parsed.data
  const s3 = e.S3_URL === undefined ? undefined : parseS3Url(e.S3_URL)
  const publicUrl = e.PUBLIC_URL?.replace(/\/+$/, '') ?? null
  const localUrl = `http://localhost:${e.PORT}`
  const serverUrl = publicUrl ?? localUrl
  const enabled = new Set(splitList(e.CAPABILITIES))
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    localUrl,
    smtpUrl: e.SMTP_URL,
    sendsMail: e.SMTP_URL !== undefined || isTrue(e.MAIL_OUTBOX),
    mailFrom: e.MAIL_FROM ?? `Rosemary <rosemary@${new URL(serverUrl).hostname}>`,
    registrationEnabled: isTrue(e.REGISTRATION_ENABLED),
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            name: e.OIDC_NAME ?? providerName(e.OIDC_ISSUER),
            timeoutMs: OIDC_TIMEOUT_MS,
          }
        : null,
    passwordSignIn: isTrue(e.PASSWORD_SIGNIN),
    capabilities: Object.fromEntries(CAPABILITY_NAMES.map((name) => [name, enabled.has(name)])) as Record<
      CapabilityName,
      boolean
    >,
    contactEmail: e.CONTACT_EMAIL ?? null,
    instanceName: e.INSTANCE_NAME ?? null,
    selfHosted: isTrue(e.SELF_HOSTED),
    contribution:
      isTrue(e.ENABLE_CONTRIBUTION) && e.CONTRIBUTE_URL
        ? { enabled: true, url: e.CONTRIBUTE_URL }
        : { enabled: false },
    installInstructions: isTrue(e.ENABLE_INSTALL_INSTRUCTIONS),
    experimentalOfflineCache: isTrue(e.ENABLE_EXPERIMENTAL_OFFLINE_CACHE),
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    lookupRateLimitPerMinute: e.LOOKUP_RATE_LIMIT_PER_MINUTE,
    friendRequestRateLimitPerMinute: e.FRIEND_REQUEST_RATE_LIMIT_PER_MINUTE,
    messageRateLimitPerMinute: e.MESSAGE_RATE_LIMIT_PER_MINUTE,
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    vapidSubject: e.VAPID_SUBJECT ?? defaultVapidSubject(e.CONTACT_EMAIL, serverUrl),
    trustProxy: isTrue(e.TRUST_PROXY),
    cacheSeconds: e.CACHE_SECONDS,
    clipAllowPrivate: isTrue(e.CLIP_ALLOW_PRIVATE),
    pepperplateUrl: e.PEPPERPLATE_URL.replace(/\/+$/, ''),
    parseTimeLimitMs: e.PARSE_TIME_LIMIT_SECONDS * 1000,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : null,
    jobStaleSeconds: e.JOB_STALE_SECONDS,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN ?? null,
    s3: s3 && !('error' in s3) ? { location: s3, serve: e.S3_SERVE ?? 'proxy' } : null,
    passwordCost: DEFAULT_ARGON2_COST,
  }
}
