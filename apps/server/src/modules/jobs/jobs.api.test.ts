import { expect } from 'vitest'
import type { TJob } from '@rosemary/shared/contract'
import { test } from '../../test/fixtures.ts'
import { createRecipesRepository } from '../recipes/recipes.repository.ts'
import { createJobsRepository } from './jobs.repository.ts'
import { INTERRUPTED_REASON } from './jobs.service.ts'

test('a job left running is failed at the next start, counting the recipes it committed', async ({
  database,
  user,
  appWith,
  clock,
}) => {
  const jobs = createJobsRepository(database.db)
  const recipes = createRecipesRepository(database.db)
  const job = await jobs.insert({ userId: user.id, type: 'import:paprika', total: 10, now: clock.now() })
  // Progress saved a while ago; three more recipes were committed before the process died.
  await jobs.update(job.id, { status: 'running', imported: 1, updatedAt: clock.now() })
  for (const title of ['Focaccia', 'Grissini', 'Ciabatta', 'Taralli'])
    await recipes.insert({ userId: user.id, title, importJobId: job.id })
  await recipes.insert({ userId: user.id, title: 'Written by hand' })

  const restarted = await appWith({})
  const answer = await restarted.call('GET /jobs/:id', { token: user.token, params: { id: job.id } })
  expect(answer.body).toMatchObject<Partial<TJob>>({
    status: 'failed',
    reason: INTERRUPTED_REASON,
    imported: 4,
    total: 10,
  })
})
