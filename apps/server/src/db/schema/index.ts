/** The whole database schema; one file per group of tables. */
export * from './jobs.ts'
export * from './recipes.ts'
export * from './users.ts'
export * from './social.ts'
export * from './planning.ts'
export * from './oidc.ts'
