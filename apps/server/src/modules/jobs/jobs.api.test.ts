/**
 * Jobs claimed from the database, on PGlite and PostgreSQL: a job runs once however many workers look,
 * a job whose process died is taken over and run again from its input, a stopping server hands its job
 * back, and the database failing under a claim is survived.
 */
import { expect } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { TJob } from '@rosemary/shared/contract'
import { pino } from 'pino'
import { paprikaExport } from '../../formats/import/test-support/paprika-files.ts'
import type { Database } from '../../db/client.ts'
import { jobInputFiles, jobInputs, jobs } from '../../db/schema/index.ts'
import { createInProcessBus } from '../../realtime/event-bus.ts'
import type { AuthSession } from '../../http/auth-session.ts'
import { test } from '../../test/fixtures.ts'
import { finishedJob } from '../../test/imports.ts'
import { createRecipesRepository } from '../recipes/recipes.repository.ts'
import type { JobRunner, JobWorkerLog } from './job-worker.ts'
import { createJobsRepository, JOB_FILE_PIECE_BYTES, type JobsRepository } from './jobs.repository.ts'
import { createJobsService, INTERRUPTED_REASON } from './jobs.service.ts'

const silent: JobWorkerLog = pino({ level: 'silent' })
const until = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A jobs service of its own (as another process would have) running `run` for jobs of type test:work. */
function worker(
  database: Database,
  run: JobRunner,
  options: { staleSeconds?: number; pollMs?: number; jobs?: JobsRepository; log?: JobWorkerLog } = {},
) {
  const service = createJobsService({
    jobs: options.jobs ?? createJobsRepository(database.db),
    bus: createInProcessBus(),
    now: () => new Date(),
    log: options.log ?? silent,
    timing: { staleSeconds: options.staleSeconds ?? 30, pollMs: options.pollMs ?? 50, heartbeatMs: 100 },
  })
  service.handle('test:work', run)
  return service
}

/** The file's database is shared by its tests: a job one left behind would be the next one's oldest. */
const clearJobs = (database: Database) => database.db.execute(sql`delete from jobs`)

const statusOf = async (database: Database, id: string) => {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id))
  if (!row) throw new Error(`no job ${id}`)
  return row
}

test('a job queued once runs once, though three workers look for jobs at the same time', async ({
  database,
  user,
}) => {
  await clearJobs(database)
  const runs: string[] = []
  const run =
    (name: string): JobRunner =>
    async (_job, input) => {
      runs.push(`${name}:${String((input.params as { n: number }).n)}`)
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
  const workers = ['a', 'b', 'c'].map((name) => worker(database, run(name)))
  const session = { userId: user.id } as AuthSession
  const jobs = await Promise.all(
    [1, 2, 3, 4, 5, 6].map((n) =>
      workers[n % 3]!.start(session, 'test:work', { params: { n }, files: [new Uint8Array([n])] }),
    ),
  )
  for (const service of workers) service.startWorker()
  try {
    await until(async () => {
      const rows = await Promise.all(jobs.map((job) => statusOf(database, job.id)))
      // Each input is gone once its job ended.
      const inputs = await database.db.select().from(jobInputs)
      return rows.every((row) => row.status === 'done') && inputs.length === 0
    })
    expect(runs.map((entry) => entry.split(':')[1]).sort()).toEqual(['1', '2', '3', '4', '5', '6'])
  } finally {
    await Promise.all(workers.map((service) => service.stop()))
  }
})

test('a job whose process died (its heartbeat stale) is taken over and run again from its input; the attempt that seemed dead stops and writes nothing', async ({
  database,
  user,
}) => {
  await clearJobs(database)
  const repository = createJobsRepository(database.db)
  // The first process stalls: its heartbeats are not written until it resumes.
  let resumed = false
  const stalled: JobsRepository = {
    ...repository,
    heartbeat: async (...args) => (resumed ? repository.heartbeat(...args) : true),
  }
  let firstSignal: AbortSignal | undefined
  const first = worker(
    database,
    async (_job, _input, progress, signal) => {
      firstSignal = signal
      await progress.setTotal(7)
      await new Promise((resolve) => signal.addEventListener('abort', resolve))
      await progress.imported()
    },
    { jobs: stalled },
  )
  const session = { userId: user.id } as AuthSession
  const job = await first.start(session, 'test:work', { params: { n: 1 }, files: [] })
  first.startWorker()
  await until(async () => (await statusOf(database, job.id)).total === 7)
  await database.db.execute(
    sql`update jobs set heartbeat_at = now() - interval '1 minute' where id = ${job.id}`,
  )
  const inputs: unknown[] = []
  const second = worker(
    database,
    async (_job, input, progress) => {
      inputs.push(input.params)
      await progress.setTotal(1)
      await progress.imported()
    },
    { staleSeconds: 5 },
  )
  second.startWorker()
  try {
    await until(async () => (await statusOf(database, job.id)).status === 'done')
    expect(inputs).toEqual([{ n: 1 }])
    resumed = true
    await until(async () => firstSignal?.aborted === true)
    await first.stop()
    expect(await statusOf(database, job.id)).toMatchObject({ status: 'done', imported: 1, total: 1 })
  } finally {
    resumed = true
    await Promise.all([first.stop(), second.stop()])
  }
})

test('a stopping server hands its running job back (pending, not failed), and another worker runs it', async ({
  database,
  user,
}) => {
  await clearJobs(database)
  const first = worker(database, async (_job, _input, progress, signal) => {
    await progress.setTotal(3)
    await progress.imported()
    await new Promise((resolve) => signal.addEventListener('abort', resolve))
  })
  const session = { userId: user.id } as AuthSession
  const job = await first.start(session, 'test:work', { params: { n: 2 }, files: [new Uint8Array([7])] })
  first.startWorker()
  await until(async () => (await statusOf(database, job.id)).imported === 1)
  await first.stop()
  expect(await statusOf(database, job.id)).toMatchObject({
    status: 'pending',
    imported: 0,
    reason: null,
    claimedBy: null,
  })

  const files: Uint8Array[][] = []
  const second = worker(database, async (_job, input) => void files.push(input.files))
  second.startWorker()
  try {
    await until(async () => (await statusOf(database, job.id)).status === 'done')
    expect(files.map((list) => list.map((file) => [...file]))).toEqual([[[7]]])
  } finally {
    await second.stop()
  }
})

test('the database failing while a worker looks for jobs is logged and tried again, not a crash', async ({
  database,
  user,
}) => {
  await clearJobs(database)
  const repository = createJobsRepository(database.db)
  let failures = 2
  const failing: JobsRepository = {
    ...repository,
    claim: async (...args) => {
      if (failures-- > 0) throw new Error('connection terminated')
      return repository.claim(...args)
    },
  }
  const logged: string[] = []
  const log: JobWorkerLog = { ...silent, error: (_object, message) => void logged.push(message) }
  const service = worker(database, async () => undefined, { jobs: failing, log })
  const job = await service.start({ userId: user.id } as AuthSession, 'test:work', { params: {}, files: [] })
  service.startWorker()
  try {
    await until(async () => (await statusOf(database, job.id)).status === 'done')
    expect(logged).toEqual([
      'could not look for a job to run; trying again',
      'could not look for a job to run; trying again',
    ])
  } finally {
    await service.stop()
  }
})

test('an import taken over removes what the interrupted attempt stored and imports the file once', async ({
  database,
  user,
  appWith,
}) => {
  await clearJobs(database)
  const file = paprikaExport(
    ['Focaccia', 'Grissini', 'Ciabatta'].map((name) => ({ name, ingredients: 'flour', directions: 'Bake.' })),
  )
  const jobs = createJobsRepository(database.db)
  const recipes = createRecipesRepository(database.db)
  const params = {
    kind: 'files',
    options: { duplicates: 'keep' },
    files: [{ format: 'paprika', total: 3 }],
  }
  const job = await jobs.insert({
    userId: user.id,
    type: 'import:paprika',
    total: 3,
    now: new Date(),
    input: { params, files: [file] },
  })
  // The attempt that died: two recipes stored, its heartbeat long stale.
  await database.db.execute(
    sql`update jobs set status = 'running', claimed_by = 'gone:1:x', heartbeat_at = now() - interval '1 hour' where id = ${job.id}`,
  )
  for (const title of ['Focaccia', 'Grissini'])
    await recipes.insert({ userId: user.id, title, importJobId: job.id })
  await recipes.insert({ userId: user.id, title: 'Written by hand' })

  const api = await appWith({}, { jobTiming: { pollMs: 50 } })
  const done = await finishedJob(api, user.token, job.id)
  expect(done).toMatchObject<Partial<TJob>>({ status: 'done', imported: 3, total: 3, failed: 0 })
  const titles = (await recipes.allIds(user.id)).length
  expect(titles).toBe(4)
})

test('an import whose kept input is garbage fails with the reason', async ({ database, user, appWith }) => {
  await clearJobs(database)
  const jobs = createJobsRepository(database.db)
  const options = { duplicates: 'keep' }
  const notAnImport = await jobs.insert({
    userId: user.id,
    type: 'import:paprika',
    total: 1,
    now: new Date(),
    input: { params: { kind: 'spreadsheet' }, files: [] },
  })
  const notAFile = await jobs.insert({
    userId: user.id,
    type: 'import:paprika',
    total: 1,
    now: new Date(),
    input: {
      params: { kind: 'files', options, files: [{ format: 'paprika', total: 1 }] },
      files: [new Uint8Array([1, 2, 3])],
    },
  })
  const api = await appWith({}, { jobTiming: { pollMs: 50 } })
  expect(await finishedJob(api, user.token, notAnImport.id)).toMatchObject({
    status: 'failed',
    reason: 'The import could not be read back from where it was kept.',
  })
  expect(await finishedJob(api, user.token, notAFile.id)).toMatchObject({
    status: 'failed',
    reason: expect.stringMatching(/Paprika/),
  })
})

test('a job left running from before jobs kept their input is failed, counting the recipes it committed', async ({
  database,
  user,
  appWith,
  clock,
}) => {
  await clearJobs(database)
  const jobs = createJobsRepository(database.db)
  const recipes = createRecipesRepository(database.db)
  const job = await jobs.insert({ userId: user.id, type: 'import:paprika', total: 10, now: clock.now() })
  // Progress saved a while ago; three more recipes were committed before the process died.
  await jobs.update(job.id, { status: 'running', imported: 1, updatedAt: clock.now() })
  for (const title of ['Focaccia', 'Grissini', 'Ciabatta', 'Taralli'])
    await recipes.insert({ userId: user.id, title, importJobId: job.id })
  await recipes.insert({ userId: user.id, title: 'Written by hand' })

  const restarted = await appWith({})
  expect(await finishedJob(restarted, user.token, job.id)).toMatchObject<Partial<TJob>>({
    status: 'failed',
    reason: INTERRUPTED_REASON,
    imported: 4,
    total: 10,
  })
})

test('an input file is kept in pieces, one row each, and read back byte for byte', async ({
  database,
  user,
}) => {
  await clearJobs(database)
  const jobs = createJobsRepository(database.db)
  const sizes = [0, 1, JOB_FILE_PIECE_BYTES, JOB_FILE_PIECE_BYTES + 1, Math.round(3.5 * JOB_FILE_PIECE_BYTES)]
  const files = sizes.map((size, file) =>
    Uint8Array.from({ length: size }, (_, at) => (at * 31 + file) % 256),
  )
  const job = await jobs.insert({
    userId: user.id,
    type: 'test:work',
    total: 1,
    now: new Date(),
    input: { params: { kind: 'pieces' }, files },
  })

  const rows = await database.db
    .select({
      position: jobInputFiles.position,
      bytes: sql<number>`octet_length(${jobInputFiles.data})`.mapWith(Number),
    })
    .from(jobInputFiles)
    .where(eq(jobInputFiles.jobId, job.id))
  const piecesOfFile = sizes.map((_, position) => rows.filter((row) => row.position === position).length)
  expect(piecesOfFile).toEqual([1, 1, 1, 2, 4])
  expect(Math.max(...rows.map((row) => row.bytes))).toBe(JOB_FILE_PIECE_BYTES)

  const input = await jobs.readInput(job.id)
  expect(input?.params).toEqual({ kind: 'pieces' })
  expect(input?.files.map((file) => file.length)).toEqual(sizes)
  for (const [position, file] of files.entries())
    expect(
      Buffer.compare(Buffer.from(input?.files[position] ?? []), Buffer.from(file)),
      `file ${position}`,
    ).toBe(0)
})
