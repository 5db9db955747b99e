/**
 * Builds the Fastify application from its dependencies; main.ts decides where they come from and starts
 * listening. Tests build it the same way, with their own database, mailer and clock.
 */
import { fileURLToPath } from 'node:url'
import websocket from '@fastify/websocket'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { pino } from 'pino'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { registerApiDocs } from './http/api-docs.ts'
import { createRequireSession } from './http/authenticate.ts'
import { registerErrorHandling } from './http/error-handler.ts'
import { loggerOptions } from './http/logging.ts'
import { registerProtections } from './http/protections.ts'
import { createRoute } from './http/route.ts'
import { registerWebApp } from './http/web-app.ts'
import type { Mailer } from './mail/mailer.ts'
import { createSessionsRepository } from './modules/sessions/sessions.repository.ts'
import { createSessionsService } from './modules/sessions/sessions.service.ts'
import { registerSystemRoutes } from './modules/system/system.routes.ts'
import { createAccountsService } from './modules/users/accounts.service.ts'
import { registerAuthRoutes } from './modules/users/auth.routes.ts'
import { createUsersRepository } from './modules/users/users.repository.ts'
import { registerUsersRoutes } from './modules/users/users.routes.ts'
import { createUsersService, type OwnedCounter } from './modules/users/users.service.ts'
import type { EventBus } from './realtime/event-bus.ts'
import { registerSocketRoutes } from './realtime/socket.routes.ts'
import { VERSION } from './version.ts'

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url))
/** JSON bodies; uploads (images, imports) get their own, larger limit on their routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024
const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000

export interface AppDeps {
  config: Config
  database: Database
  mailer: Mailer
  bus: EventBus
  logger?: FastifyBaseLogger
  now?: () => Date
  /** The built web app to serve at `/`; null serves the API only. */
  webDistDir?: string | null
  ownedCounters?: OwnedCounter[]
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps
  const now = deps.now ?? (() => new Date())
  const app = Fastify({
    loggerInstance: deps.logger ?? (pino(loggerOptions(config.logLevel)) as FastifyBaseLogger),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorateRequest('session', null)
  registerErrorHandling(app)
  await registerProtections(app)
  await registerApiDocs(app, VERSION)
  await app.register(websocket, { options: { maxPayload: 4096 } })

  const sessions = createSessionsService({ sessions: createSessionsRepository(database.db), now })
  const usersRepository = createUsersRepository(database.db)
  const accounts = createAccountsService({
    users: usersRepository,
    sessions,
    mailer: deps.mailer,
    logger: app.log,
    now,
    registrationEnabled: config.registrationEnabled,
    publicUrl: config.publicUrl,
  })
  const users = createUsersService({
    users: usersRepository,
    now,
    capabilities: config.capabilities,
    ownedCounters: deps.ownedCounters ?? [],
  })

  const route = createRoute(app, createRequireSession(sessions))
  registerSystemRoutes(route, {
    database,
    instance: {
      version: VERSION,
      registrationEnabled: config.registrationEnabled,
      contactEmail: config.contactEmail,
    },
  })
  registerAuthRoutes(route, { accounts, rateLimitPerMinute: config.authRateLimitPerMinute })
  registerUsersRoutes(route, { accounts, users })
  registerSocketRoutes(app, { sessions, bus: deps.bus })

  const webDistDir = deps.webDistDir === undefined ? DEFAULT_WEB_DIST : deps.webDistDir
  if (webDistDir) await registerWebApp(app, webDistDir)

  let housekeeping: NodeJS.Timeout | undefined
  const removeExpiredSessions = () =>
    sessions
      .removeExpired()
      .catch((error: unknown) => app.log.error({ err: error }, 'could not remove expired sessions'))
  app.addHook('onReady', async () => {
    void removeExpiredSessions()
    housekeeping = setInterval(() => void removeExpiredSessions(), HOUSEKEEPING_INTERVAL_MS).unref()
  })
  app.addHook('onClose', async () => clearInterval(housekeeping))

  // Answers finished while stopping close their keep-alive connection, so closing does not wait on idle clients.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close')
  })
  return app
}
