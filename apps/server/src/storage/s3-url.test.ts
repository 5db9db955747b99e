import { describe, expect, test } from 'vitest'
import { ConfigError, loadConfig } from '../config.ts'
import { parseS3Url, withoutKeys } from './s3-url.ts'

describe('parseS3Url', () => {
  test('reads endpoint, bucket, prefix, keys, region and the switches', async () => {
    const parsed = parseS3Url(
      's3://AKID:se%2Fcr%2Bet@garage.lan:3900/pictures/rosemary/images?region=garage&tls=false',
    )
    if ('error' in parsed) throw new Error(parsed.error)
    expect(parsed).toMatchObject({
      endpoint: 'http://garage.lan:3900',
      bucket: 'pictures',
      prefix: 'rosemary/images/',
      region: 'garage',
      pathStyle: true,
      timeoutMs: 10_000,
      shown: 's3://***@garage.lan:3900/pictures/rosemary/images?region=garage&tls=false',
    })
    expect(await parsed.credentials?.()).toEqual({ accessKeyId: 'AKID', secretAccessKey: 'se/cr+et' })
  })

  test('s3:// is HTTPS unless tls=false; https:// and http:// say it themselves', () => {
    const endpoint = (value: string) => {
      const parsed = parseS3Url(value)
      return 'error' in parsed ? parsed.error : parsed.endpoint
    }
    expect(endpoint('s3://k:s@s3.example.com/bucket')).toBe('https://s3.example.com')
    expect(endpoint('https://k:s@s3.example.com/bucket')).toBe('https://s3.example.com')
    expect(endpoint('http://k:s@minio:9000/bucket')).toBe('http://minio:9000')
  })

  test('pathStyle=false, a timeout in seconds, and no keys (the SDK finds them)', () => {
    const parsed = parseS3Url('https://s3.eu-west-1.amazonaws.com/my-bucket?pathStyle=false&timeout=2.5')
    expect(parsed).toMatchObject({ pathStyle: false, timeoutMs: 2500, credentials: undefined, prefix: '' })
  })

  test.each([
    ['not a url', /must be an address such as s3:\/\/KEY:SECRET@host/],
    ['s3://KEY:SE/CRET@host/bucket', /a key with \/ in it is written %2F/],
    ['ftp://host/bucket', /must begin with s3:\/\/, https:\/\/ or http:\/\/ \(not ftp:\/\/\)/],
    ['s3:///bucket', /must name the store's host/],
    ['s3://KEY@host/bucket', /access key but no secret key/],
    ['s3://:SECRET@host/bucket', /secret key but no access key/],
    ['s3://KEY:%E0%A4%A@host/bucket', /keys: a % must begin an escape/],
    ['s3://k:s@host', /must name the bucket as the first part of the path/],
    ['s3://k:s@host/My_Bucket', /bucket "My_Bucket" must be 3 to 63 lowercase letters/],
    ['s3://k:s@host/bucket/a b', /key prefix "a%20b" may hold only/],
    ['s3://k:s@host/bucket/../x', /must be 3 to 63|key prefix/],
    [
      's3://k:s@host/bucket?path_style=true',
      /unknown parameter "path_style" \(known: region, pathStyle, tls, timeout\)/,
    ],
    ['s3://k:s@host/bucket?region=a&region=b', /names the parameter "region" twice/],
    ['s3://k:s@host/bucket?region=', /region must be a name such as us-east-1/],
    ['s3://k:s@host/bucket?pathStyle=yes', /pathStyle must be true or false \(got "yes"\)/],
    ['s3://k:s@host/bucket?tls=maybe', /tls must be true or false/],
    ['https://k:s@host/bucket?tls=false', /tls= is for s3:\/\/ addresses; https:\/\/ already says it/],
    ['s3://k:s@host/bucket?timeout=0', /timeout must be a number of seconds above 0/],
    ['s3://k:s@host/bucket?timeout=ten', /timeout must be a number of seconds above 0/],
    ['s3://k:s@host/bucket#x', /must not end with a #fragment/],
  ])('%s: says which part is wrong', (value, message) => {
    const parsed = parseS3Url(value)
    expect('error' in parsed && parsed.error).toMatch(message)
  })

  test('withoutKeys hides everything up to the last @, however the keys are written', () => {
    expect(withoutKeys('s3://AK:se/cr@et@host/b')).toBe('s3://***@host/b')
    expect(withoutKeys('s3://host/b')).toBe('s3://host/b')
    expect(withoutKeys('AK:secret@host/b')).toBe('***@host/b')
  })
})

describe('S3_URL and S3_SERVE in the configuration', () => {
  const errorOf = (env: Record<string, string>) => {
    try {
      loadConfig(env)
    } catch (error) {
      if (error instanceof ConfigError) return error.message
      throw error
    }
    throw new Error('the configuration was accepted')
  }

  test('unset: pictures stay in DATA_DIR/images', () => {
    expect(loadConfig({}).s3).toBeNull()
  })

  test('set: the bucket, served through the app unless S3_SERVE=redirect', () => {
    const proxied = loadConfig({ S3_URL: 's3://k:s@host/bucket' }).s3
    expect(proxied).toMatchObject({ serve: 'proxy', location: { bucket: 'bucket' } })
    expect(loadConfig({ S3_URL: 's3://k:s@host/bucket', S3_SERVE: 'redirect' }).s3?.serve).toBe('redirect')
  })

  test('a wrong S3_URL names the part and never shows the keys, in the message or the config', () => {
    const message = errorOf({ S3_URL: 's3://AKIAEXAMPLE:TopSecret123@host/Bad_Bucket' })
    expect(message).toMatch(/^Invalid configuration: S3_URL bucket "Bad_Bucket" must be/)
    expect(message).toContain('(got "s3://***@host/Bad_Bucket")')
    expect(message).not.toContain('TopSecret123')
    expect(message).not.toContain('AKIAEXAMPLE')
    const unreadable = errorOf({ S3_URL: 's3://AKIAEXAMPLE:Top/Secret123@host/bucket' })
    expect(unreadable).not.toContain('Secret123')
    const config = loadConfig({ S3_URL: 's3://AKIAEXAMPLE:TopSecret123@host/bucket' })
    expect(JSON.stringify(config)).not.toContain('TopSecret123')
  })

  test('S3_SERVE must be proxy or redirect, and only with S3_URL', () => {
    expect(errorOf({ S3_URL: 's3://k:s@host/bucket', S3_SERVE: 'cdn' })).toMatch(
      /S3_SERVE must be proxy or redirect/,
    )
    expect(errorOf({ S3_SERVE: 'redirect' })).toMatch(/S3_SERVE only applies with S3_URL/)
  })
})
