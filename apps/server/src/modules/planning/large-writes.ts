/**
 * One large write at a time per person. An addition or change of thousands of items holds the database's
 * line for a second or so (atomically: on the embedded database nothing else runs meanwhile), so one
 * account sending many at once would make everyone else's requests wait for all of them. A second large
 * write of the same person while one runs is answered 429 with Retry-After; small ones always go ahead.
 */
import { LARGE_CHANGE_ITEMS } from '@rosemary/shared/contract'
import type { FastifyReply } from 'fastify'
import { AppError } from '../../errors.ts'

const RETRY_AFTER_SECONDS = 2

export type LargeWrites = <T>(
  who: { userId: string; reply: FastifyReply },
  items: number,
  work: () => Promise<T>,
) => Promise<T>

export function createLargeWrites(): LargeWrites {
  const writing = new Set<string>()
  return async ({ userId, reply }, items, work) => {
    if (items < LARGE_CHANGE_ITEMS) return work()
    if (writing.has(userId)) {
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS))
      throw new AppError(
        'too_many_requests',
        `Another large change of yours is still being saved; try again in ${RETRY_AFTER_SECONDS} seconds`,
      )
    }
    writing.add(userId)
    try {
      return await work()
    } finally {
      writing.delete(userId)
    }
  }
}
