/** Before the app starts on PostgreSQL (E2E_DATABASE=postgres): this run's database, empty. */
import { createRunDatabase } from '../support/postgres.ts'

await createRunDatabase()
