/** The first account made on a new server runs it; the ones after it do not. (Its own file: a fresh database.) */
import { expect } from 'vitest'
import { test } from '../../test/fixtures.ts'

test('the first account to register is the administrator, the next ones are not', async ({
  makeUser,
  api,
}) => {
  const first = await makeUser('First Cook')
  const second = await makeUser('Second Cook')
  expect((await api.call('GET /users/', { token: first.token })).body).toMatchObject({ admin: true })
  expect((await api.call('GET /users/', { token: second.token })).body).toMatchObject({ admin: false })
  expect((await api.call('GET /admin/users', { token: first.token })).status).toBe(200)
  expect((await api.call('GET /admin/users', { token: second.token })).status).toBe(403)
})
