/**
 * The process create-database.ts starts on a data folder without a database: creates it (PGlite runs
 * initdb), migrates it and ends, taking initdb's memory with it.
 */
import { PGlite } from '@electric-sql/pglite'
import { openPglite, PGLITE_POSTGRES_CONF, pgliteExtensions } from './client.ts'

const dbDir = process.argv[2]
if (!dbDir) throw new Error('usage: create-database-child.ts <folder>')
const client = await PGlite.create(dbDir, {
  extensions: pgliteExtensions(),
  postgresqlconf: PGLITE_POSTGRES_CONF,
})
const database = await openPglite(client)
await database.close()
