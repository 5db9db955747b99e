/**
 * Two real server processes on one PostgreSQL database: imports queued through either run once each, and
 * a process killed in the middle of an import leaves its job to the other, which runs it again from its
 * kept input without doubling a recipe.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { TJob } from '@rosemary/shared/contract'
import { paprikaExport } from '../../formats/import/test-support/paprika-files.ts'
import { generatePaprikaExport } from '../../formats/import/test-support/paprika-generator.ts'
import { databaseUrl, withAdminClient } from '../../test/databases.ts'
import { type RunningServer, startServer, stopProcess } from '../../test/server-process.ts'

/** How long a dead process's job waits to be taken over, in this test (JOB_STALE_SECONDS). */
const STALE_SECONDS = 3

const name = `rosemary_jobs_${process.pid}_${randomBytes(6).toString('hex')}`
const dirs: string[] = []
const servers: RunningServer[] = []
let token = ''

async function start(): Promise<RunningServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-jobs-'))
  dirs.push(dir)
  const server = await startServer({
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl(name),
    JOB_STALE_SECONDS: String(STALE_SECONDS),
  })
  servers.push(server)
  return server
}

async function call(server: RunningServer, method: string, url: string, body?: unknown) {
  const response = await fetch(`${server.url}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && !(body instanceof FormData) && { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function queueImport(server: RunningServer, file: Uint8Array): Promise<string> {
  const form = new FormData()
  form.append('paprikadb', new Blob([new Uint8Array(file)]), 'export.paprikarecipes')
  const answer = await call(server, 'POST', '/data/import/paprika?duplicates=keep', form)
  expect(answer.status).toBe(202)
  return answer.body.jobId as string
}

async function finished(server: RunningServer, id: string, timeoutMs: number): Promise<TJob> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const job = (await call(server, 'GET', `/jobs/${id}`)).body as unknown as TJob
    if (job.status === 'done' || job.status === 'failed') return job
    if (Date.now() > until) throw new Error(`job still ${job.status} after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const recipeCount = async (server: RunningServer) =>
  (await call(server, 'GET', '/recipes/count')).body.count as number

/** The job's row as the database has it: who runs it, and how far it got. */
async function jobRow(id: string) {
  const client = new pg.Client({ connectionString: databaseUrl(name) })
  await client.connect()
  try {
    const { rows } = await client.query<{ claimed_by: string | null; imported: number; status: string }>(
      'select claimed_by, imported, status from jobs where id = $1',
      [id],
    )
    return rows[0]
  } finally {
    await client.end()
  }
}

describe('jobs across two server processes on one PostgreSQL database', () => {
  let a: RunningServer
  let b: RunningServer

  beforeAll(async () => {
    await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`))
    // One after the other: the first migrates the empty database.
    a = await start()
    b = await start()
    const registered = await call(a, 'POST', '/users/register', {
      name: 'Two Processes',
      email: 'two@example.com',
      password: 'claimed only once',
    })
    token = registered.body.token as string
  }, 180_000)

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopProcess(server.process)))
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
  }, 60_000)

  test('imports queued through both processes each run once, with the right recipes', async () => {
    const sizes = [2, 3, 4, 2, 3, 4]
    const ids = await Promise.all(
      sizes.map((size, index) =>
        queueImport(
          index % 2 === 0 ? a : b,
          paprikaExport(
            Array.from({ length: size }, (_, n) => ({
              name: `Import ${index} recipe ${n}`,
              ingredients: `${n + 1} eggs`,
              directions: 'Bake.',
            })),
          ),
        ),
      ),
    )
    const jobs = await Promise.all(ids.map((id, index) => finished(index % 2 === 0 ? b : a, id, 120_000)))
    expect(jobs.map((job) => [job.status, job.imported, job.failed])).toEqual(
      sizes.map((size) => ['done', size, 0]),
    )
    expect(await recipeCount(a)).toBe(sizes.reduce((sum, size) => sum + size, 0))
  }, 180_000)

  test('a process killed in the middle of an import leaves the job to the other, which imports it once', async () => {
    const before = await recipeCount(a)
    const count = 300
    const id = await queueImport(a, await generatePaprikaExport({ count, width: 160, height: 120 }))
    // Killed once it has stored some of the file, whichever process claimed it.
    let row = await jobRow(id)
    while (!(row?.claimed_by && row.imported > 0 && row.status === 'running')) {
      if (row?.status === 'done') throw new Error('the import ended before it could be interrupted')
      await new Promise((resolve) => setTimeout(resolve, 50))
      row = await jobRow(id)
    }
    const pid = Number(row.claimed_by.split(':')[1])
    const [killed, survivor] = pid === a.process.pid ? [a, b] : [b, a]
    expect(killed.process.pid).toBe(pid)
    killed.process.kill('SIGKILL')
    await killed.exited
    const killedAt = Date.now()

    // Taken over within a minute of the kill (its heartbeat stale after JOB_STALE_SECONDS).
    let taken = await jobRow(id)
    while (!taken?.claimed_by?.includes(`:${survivor.process.pid}:`)) {
      expect(Date.now() - killedAt).toBeLessThan(60_000)
      await new Promise((resolve) => setTimeout(resolve, 100))
      taken = await jobRow(id)
    }
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual((STALE_SECONDS - 1) * 1000)

    const job = await finished(survivor, id, 240_000)
    expect(job).toMatchObject({ status: 'done', imported: count, failed: 0, total: count })
    // The attempt that died stored some recipes; they were removed before the file was imported again.
    expect(await recipeCount(survivor)).toBe(before + count)
  }, 400_000)
})
