/**
 * The server's VAPID key pair (RFC 8292): from the environment, or made on first start and kept in the
 * database. Two processes starting at once may both make one; the first insert wins and both read it back,
 * so every process signs with the key browsers subscribed with.
 */
import webpush from 'web-push'
import type { ServerSecretsRepository } from '../system/server-secrets.repository.ts'

export interface VapidKeys {
  publicKey: string
  privateKey: string
  subject: string
}

const SECRET_NAME = 'vapid'

function isKeyPair(value: unknown): value is { publicKey: string; privateKey: string } {
  const pair = value as { publicKey?: unknown; privateKey?: unknown } | null
  return typeof pair?.publicKey === 'string' && typeof pair.privateKey === 'string'
}

export async function loadVapidKeys(
  secrets: ServerSecretsRepository,
  config: { vapidKeys: { publicKey: string; privateKey: string } | null; vapidSubject: string },
): Promise<VapidKeys> {
  if (config.vapidKeys) return { ...config.vapidKeys, subject: config.vapidSubject }
  const kept = await secrets.keepOnce(SECRET_NAME, webpush.generateVAPIDKeys())
  if (!isKeyPair(kept)) throw new Error('the VAPID key pair kept in server_secrets is not a key pair')
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: config.vapidSubject }
}
