/**
 * The scrape's credential: `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. Both sides
 * are hashed first, so the comparison takes as long whatever was sent, its length included.
 */
import { createHash, timingSafeEqual } from 'node:crypto'

const BEARER = /^Bearer +([^\s]+) *$/i

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Whether an Authorization header carries the token. */
export function createBearerCheck(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token)
  return (authorization) => {
    const sent = authorization === undefined ? undefined : BEARER.exec(authorization)?.[1]
    return timingSafeEqual(digest(sent ?? ''), expected) && sent !== undefined
  }
}
