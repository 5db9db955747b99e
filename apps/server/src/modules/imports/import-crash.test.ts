/**
 * A server killed in the middle of an import (its only process, on the embedded database): on its next
 * start the job, its heartbeat stale, is taken over and run again from its kept input instead of being
 * left "running" forever; what the killed attempt committed is removed first, so the book ends with each
 * recipe of the file once, whole.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import type { TJob, TRecipeSummary } from '@rosemary/shared/contract'
import { generatePaprikaExport } from '../../formats/import/test-support/paprika-generator.ts'
import { startServer, stopServer } from '../../test/server-process.ts'

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

test('a process killed mid-import has its job run again from its input on the next start, each recipe once', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-import-crash-'))
  const file = await generatePaprikaExport({ count: 150, width: 160, height: 120 })
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

    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', JOB_STALE_SECONDS: '3' })
    try {
      let job: TJob
      do {
        await new Promise((resolve) => setTimeout(resolve, 100))
        job = await json<TJob>(await fetch(`${server.url}/api/jobs/${jobId}`, { headers }))
      } while (job.status !== 'done' && job.status !== 'failed')
      expect(job).toMatchObject({ status: 'done', imported: 150, failed: 0, reason: null })
      const page = await json<{ data: TRecipeSummary[]; totalCount: number }>(
        await fetch(`${server.url}/api/recipes/by-page?count=200&sort=-createdAt`, { headers }),
      )
      expect(page.totalCount).toBe(150)
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
}, 400_000)
