/** Playwright's global teardown: the PostgreSQL database of this run goes, when there is one. */
import { dropRunDatabase, onPostgres } from './postgres.ts'

export default async function tearDown(): Promise<void> {
  if (onPostgres) await dropRunDatabase()
}
