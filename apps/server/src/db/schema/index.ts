/** The whole database schema; one file per group of tables. */
export * from './users.ts'
