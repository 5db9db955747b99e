/** Runs once per test run: migrates a database once and keeps it as the starting point of every test file. */
import { rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openPglite, openPostgres, pgliteExtensions } from '../db/client.ts'
import { databaseUrl, testDatabaseKind, withAdminClient } from './databases.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteFile: string
    postgresTemplate: string
  }
}

/** Whether the run that made a test database (its name carries the run's process id) is still going. */
function runIsAlive(name: string): boolean {
  const pid = Number(/^rosemary_(?:tpl|t)_(\d+)_/.exec(name)?.[1])
  if (!pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export default async function setup(project: TestProject) {
  // Project env reaches the test workers, not this process: read it from the project's config.
  const kind = testDatabaseKind(project.config.env)
  const runId = `${process.pid}_${Date.now().toString(36)}`
  if (kind === 'pglite') {
    const client = await PGlite.create({ extensions: pgliteExtensions() })
    const database = await openPglite(client)
    const file = path.join(os.tmpdir(), `rosemary-pglite-${runId}.tar`)
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
    await database.close()
    project.provide('pgliteFile', file)
    project.provide('postgresTemplate', '')
    return () => rm(file, { force: true })
  }
  const template = `rosemary_tpl_${runId}`
  await withAdminClient(async (client) => {
    // Databases left by an interrupted run would pile up; those of a run still going (another checkout's
    // suite on the same server) are its own.
    const stale = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'rosemary\\_t\\_%' OR datname LIKE 'rosemary\\_tpl\\_%'",
    )
    for (const { datname } of stale.rows.filter(({ datname }) => !runIsAlive(datname)))
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${template}`)
  })
  const database = await openPostgres(databaseUrl(template))
  await database.close()
  project.provide('pgliteFile', '')
  project.provide('postgresTemplate', template)
  return async () => {
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`))
  }
}
