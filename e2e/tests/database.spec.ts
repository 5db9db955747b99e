import { expect, test } from '@playwright/test'
import { onPostgres } from '../support/postgres.ts'

test('the app runs on the database this run asked for', async ({ request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(((await health.json()) as { database: string }).database).toBe(onPostgres ? 'postgres' : 'pglite')
})
