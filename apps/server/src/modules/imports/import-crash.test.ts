/**
 * A server killed in the middle of an import keeps every recipe it had committed, whole, and on its next
 * start marks the job failed with a reason instead of leaving it "running" forever, counting as imported
 * exactly the recipes that were committed.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import type { TJob, TRecipeSummary } from '@rosemary/shared/contract'
import { generatePaprikaExport } from '../../formats/import/test-support/paprika-generator.ts'
import { startServer, stopServer } from '../../test/server-process.ts'
import { INTERRUPTED_REASON } from '../jobs/jobs.service.ts'

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

test('a process killed mid-import keeps what it committed, fails the job on the next start and counts it', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-import-crash-'))
  const file = await generatePaprikaExport({ count: 400, width: 160, height: 120 })
  try {
    let server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' })
    const { token } = await json<{ token: string }>(
      await fetch(`${server.url}/api/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Crash Cook',
          email: 'crash@rosemary.test',
          password: 'crash test password',
        }),
      }),
    )
    const headers = { authorization: `Bearer ${token}` }
    const form = new FormData()
    form.append('paprikadb', new Blob([new Uint8Array(file)]), 'big.paprikarecipes')
    const { jobId } = await json<{ jobId: string }>(
      await fetch(`${server.url}/api/data/import/paprika`, { method: 'POST', headers, body: form }),
    )
    let seen: TJob
    do {
      await new Promise((resolve) => setTimeout(resolve, 50))
      seen = await json<TJob>(await fetch(`${server.url}/api/jobs/${jobId}`, { headers }))
    } while (seen.imported < 20 && seen.status === 'running')
    expect(seen.status).toBe('running')
    server.process.kill('SIGKILL')
    await server.exited

    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' })
    try {
      const job = await json<TJob>(await fetch(`${server.url}/api/jobs/${jobId}`, { headers }))
      expect(job).toMatchObject({ status: 'failed', reason: INTERRUPTED_REASON })
      expect(job.finishedAt).not.toBeNull()
      const page = await json<{ data: TRecipeSummary[]; totalCount: number }>(
        await fetch(`${server.url}/api/recipes/by-page?count=200&sort=-createdAt`, { headers }),
      )
      expect(page.totalCount).toBeGreaterThanOrEqual(seen.imported)
      expect(page.totalCount).toBeLessThan(400)
      // Counted from the commits, not the progress last saved before the kill (which lagged by up to 16).
      expect(job.imported).toBe(page.totalCount)
      // Whole recipes only: each came with its photo and labels, in the same transaction.
      for (const recipe of page.data) {
        expect(recipe.imageUrl).not.toBeNull()
        expect(recipe.labels.length).toBeGreaterThan(0)
      }
    } finally {
      await stopServer(server)
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}, 120_000)
