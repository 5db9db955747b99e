/**
 * A Fastify app with the production logger options, validation, error envelope and session check, for
 * testing one module's routes on their own: routes whose data comes through small functions (a fake in
 * the test) rather than the whole app's services.
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { pino } from 'pino'
import type { Database } from '../db/client.ts'
import { createSessionHooks, type SessionHooks } from '../http/authenticate.ts'
import { registerErrorHandling } from '../http/error-handler.ts'
import { createSessionsRepository } from '../modules/sessions/sessions.repository.ts'
import { createSessionsService } from '../modules/sessions/sessions.service.ts'
import type { EventBus } from '../realtime/event-bus.ts'

export interface RouteAppDeps {
  database: Database
  bus: EventBus
  /** The log to write to (a capture, to read it); silent unless given. */
  logger?: FastifyBaseLogger
  register: (app: FastifyInstance, sessionHooks: SessionHooks) => void
}

export async function buildRouteApp(deps: RouteAppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger ?? (pino({ level: 'silent' }) as FastifyBaseLogger),
    routerOptions: { ignoreTrailingSlash: true },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorateRequest('session', null)
  registerErrorHandling(app)
  const sessions = createSessionsService({
    sessions: createSessionsRepository(deps.database.db),
    bus: deps.bus,
    now: () => new Date(),
  })
  app.addHook('onClose', async () => sessions.stop())
  deps.register(app, createSessionHooks(sessions))
  await app.ready()
  return app
}
