/**
 * The receiving side of Web Push, written from the RFCs with node:crypto alone (no push library), so tests
 * check the server against the protocol rather than against the library it uses: a device's subscription
 * keys (RFC 8291 §2), the VAPID authorization a push service checks (RFC 8292), and decrypting an
 * aes128gcm message (RFC 8188, RFC 8291 §3).
 */
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto'

export interface DeviceKeys {
  /** What the browser hands the app: `keys.p256dh` and `keys.auth`, base64url. */
  p256dh: string
  auth: string
  /** Kept by the "browser": the private half, to decrypt. */
  privateKey: Buffer
  publicKey: Buffer
  authSecret: Buffer
}

export function makeDeviceKeys(): DeviceKeys {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const publicKey = ecdh.getPublicKey()
  const authSecret = randomBytes(16)
  return {
    p256dh: publicKey.toString('base64url'),
    auth: authSecret.toString('base64url'),
    privateKey: ecdh.getPrivateKey(),
    publicKey,
    authSecret,
  }
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length))

/** RFC 8291 §3.4 and RFC 8188: one record, as Web Push sends; throws on any tampering. */
export function decryptAes128gcm(body: Buffer, device: DeviceKeys): string {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body.readUInt8(20)
  const senderPublicKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not a P-256 public key`)
  if (record.length > recordSize) throw new Error('more than one record')
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(device.privateKey)
  const shared = ecdh.computeSecret(senderPublicKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderPublicKey])
  const ikm = hkdf(device.authSecret, shared, keyInfo, 32)
  const contentKey = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16)
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12)
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('the record has no last-record delimiter')
  return padded.subarray(0, end).toString('utf8')
}

export interface VapidClaims {
  aud: string
  exp: number
  sub: string
}

/**
 * RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT must be ES256, signed by k, for this origin, expiring
 * within 24 hours, with a contact. Returns the claims and the key, or throws saying what is wrong.
 */
export function verifyVapid(header: string | undefined, origin: string, nowSeconds: number) {
  const match = /^vapid t=(?<token>[\w-]+\.[\w-]+\.[\w-]+), k=(?<key>[\w-]+)$/.exec(header ?? '')
  const { token, key } = match?.groups ?? {}
  if (!token || !key) throw new Error(`not a VAPID authorization: ${header}`)
  const [head, claims, signature] = token.split('.') as [string, string, string]
  const jose = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string }
  if (jose.alg !== 'ES256') throw new Error(`alg ${jose.alg}`)
  const point = Buffer.from(key, 'base64url')
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point')
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = Buffer.from(`${head}.${claims}`)
  const raw = Buffer.from(signature, 'base64url')
  if (!verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, raw))
    throw new Error('the JWT signature does not verify with k')
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as VapidClaims
  if (parsed.aud !== origin) throw new Error(`aud ${parsed.aud} is not ${origin}`)
  if (!(parsed.exp > nowSeconds && parsed.exp <= nowSeconds + 24 * 60 * 60))
    throw new Error(`exp ${parsed.exp} is not within 24 hours`)
  if (!parsed.sub) throw new Error('no sub')
  return { claims: parsed, key }
}
