import Fastify, { type RouteOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { expect, test } from 'vitest'
import type { SessionHooks } from './authenticate.ts'
import { createRoute } from './route.ts'

const letThrough = async () => undefined
const sessionHooks: SessionHooks = {
  require: letThrough,
  optional: letThrough,
  session: letThrough,
  admin: letThrough,
  openedByBrowser: { require: letThrough, optional: letThrough },
}

test('the API’s reads stop at their client’s leaving; its changes run to their end', async () => {
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  const configs = new Map<string, RouteOptions['config']>()
  app.addHook('onRoute', (options) => {
    configs.set(`${String(options.method)} ${options.url}`, options.config)
  })
  const route = createRoute(app, sessionHooks)
  route('GET /recipes/by-page', async () => ({ data: [], totalCount: 0 }))
  route('DELETE /recipes/:id', async () => ({ ok: true as const }))
  await app.ready()
  expect(configs.get('GET /api/recipes/by-page')).toMatchObject({ abandonable: true, databaseBound: true })
  expect(configs.get('DELETE /api/recipes/:id')).not.toHaveProperty('abandonable')
  await app.close()
})
