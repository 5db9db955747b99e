import { expect, test } from 'vitest'
import type { JobRow } from '../../db/schema/index.ts'
import { createInProcessBus } from '../../realtime/event-bus.ts'
import type { AuthSession } from '../../http/auth-session.ts'
import { createJobQueue } from './job-queue.ts'
import type { JobsRepository } from './jobs.repository.ts'
import { createJobsService } from './jobs.service.ts'

/** Job rows kept in memory: this test is about the queue, not the table (start only inserts and updates). */
function memoryJobs(): JobsRepository {
  const rows: JobRow[] = []
  const used: Pick<JobsRepository, 'insert' | 'update'> = {
    insert: async ({ userId, type, total, files, now }) => {
      const row: JobRow = {
        id: `job-${rows.length + 1}`,
        userId,
        type,
        total,
        files: files ?? null,
        status: 'pending',
        progress: 0,
        imported: 0,
        failed: 0,
        failures: [],
        duplicatesSkipped: 0,
        picturesSkipped: 0,
        skippedPictures: [],
        reason: null,
        createdAt: now,
        updatedAt: now,
        finishedAt: null,
      }
      rows.push(row)
      return row
    },
    update: async () => null,
  }
  return used as JobsRepository
}

test('a job started while the server stops (its queue closed) stays pending for the next start, without an unhandled rejection', async () => {
  const unhandled: unknown[] = []
  const listen = (reason: unknown) => unhandled.push(reason)
  process.on('unhandledRejection', listen)
  try {
    const queue = createJobQueue(() => undefined)
    await queue.close()
    const jobs = createJobsService({
      jobs: memoryJobs(),
      queue,
      bus: createInProcessBus(),
      now: () => new Date(),
    })
    let ran = false
    const session = { userId: 'user-1' } as AuthSession
    const job = await jobs.start(session, 'import:paprika', async () => {
      ran = true
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(job.status).toBe('pending')
    expect(ran).toBe(false)
    expect(unhandled).toEqual([])
  } finally {
    process.off('unhandledRejection', listen)
  }
})
