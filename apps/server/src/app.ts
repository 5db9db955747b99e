/**
 * Builds the Fastify application from its dependencies; main.ts decides where they come from and starts
 * listening. Tests build it the same way, with their own database, mailer and clock.
 */
import multipart from '@fastify/multipart'
import websocket from '@fastify/websocket'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { pino } from 'pino'
import { aisleOf, groupTitleOf, servingsScale, shoppingItemsOfRecipe } from '@rosemary/shared/shopping'
import { createLibraryCache } from './caching/library-cache.ts'
import { createRedisVersions, versionsKeepMs } from './caching/shared-versions.ts'
import { type Config, DEFAULT_WEB_DIST } from './config.ts'
import type { Database } from './db/client.ts'
import { registerAdmission } from './http/admission.ts'
import { registerApiDocs } from './http/api-docs.ts'
import { createSessionHooks } from './http/authenticate.ts'
import { registerErrorHandling } from './http/error-handler.ts'
import { loggerOptions } from './http/logging.ts'
import { linkAddresses } from './http/link-address.ts'
import { registerProtections } from './http/protections.ts'
import { createRoute } from './http/route.ts'
import { registerWebApp } from './http/web-app.ts'
import type { Mailer } from './mail/mailer.ts'
import { createImagesRepository } from './modules/images/images.repository.ts'
import { createFriendsRepository } from './modules/friends/friends.repository.ts'
import { registerFriendsRoutes } from './modules/friends/friends.routes.ts'
import { createFriendEvents } from './modules/friends/friend-events.ts'
import { createFriendsService } from './modules/friends/friends.service.ts'
import { createProfileStore } from './modules/profiles/profile-store.ts'
import { registerProfilesRoutes } from './modules/profiles/profiles.routes.ts'
import { createProfilesService } from './modules/profiles/profiles.service.ts'
import { anyAddress, createSafeFetcher, type SafeFetcher } from './fetching/safe-fetch.ts'
import { createImageFromUrl } from './modules/images/image-from-url.ts'
import { registerImagesRoutes } from './modules/images/images.routes.ts'
import { createImportImages } from './modules/imports/import-images.ts'
import { registerImportsRoutes } from './modules/imports/imports.routes.ts'
import { createImportsService } from './modules/imports/imports.service.ts'
import { createImportsRepository } from './modules/imports/imports.repository.ts'
import { registerClipRoutes } from './modules/clip/clip.routes.ts'
import { createClipService } from './modules/clip/clip.service.ts'
import { createExportsRepository } from './modules/exports/exports.repository.ts'
import { registerExportsRoutes } from './modules/exports/exports.routes.ts'
import type { JobTiming } from './modules/jobs/job-worker.ts'
import { registerMealPlanCalendarRoute } from './modules/calendar/calendar.routes.ts'
import { registerPrintRoutes } from './modules/print/print.routes.ts'
import { registerShoppingListPrintRoute } from './modules/print/shopping-list-print.routes.ts'
import { createJobsRepository } from './modules/jobs/jobs.repository.ts'
import { registerJobsRoutes } from './modules/jobs/jobs.routes.ts'
import { createJobsService } from './modules/jobs/jobs.service.ts'
import { createImagesService } from './modules/images/images.service.ts'
import { registerLabelsRoutes } from './modules/labels/labels.routes.ts'
import { createLabelsService } from './modules/labels/labels.service.ts'
import { createMessageStore } from './modules/messages/message-store.ts'
import { registerMessagesRoutes } from './modules/messages/messages.routes.ts'
import { createMessagesService } from './modules/messages/messages.service.ts'
import { createPushRepository } from './modules/push/push.repository.ts'
import { registerPushRoutes } from './modules/push/push.routes.ts'
import type { DeliveryLimits } from './modules/push/push-limits.ts'
import { createPushSender } from './modules/push/push-sender.ts'
import { createPushService } from './modules/push/push.service.ts'
import { loadVapidKeys } from './modules/push/vapid-keys.ts'
import { createServerSecretsRepository } from './modules/system/server-secrets.repository.ts'
import { createInstanceSettingsRepository } from './modules/system/instance-settings.repository.ts'
import { createInstanceSettings } from './modules/system/instance-settings.ts'
import { createAdminRepository } from './modules/admin/admin.repository.ts'
import { registerAdminRoutes } from './modules/admin/admin.routes.ts'
import { createAdminService } from './modules/admin/admin.service.ts'
import { createApiTokensRepository } from './modules/api-tokens/api-tokens.repository.ts'
import { registerApiTokensRoutes } from './modules/api-tokens/api-tokens.routes.ts'
import { createApiTokensService } from './modules/api-tokens/api-tokens.service.ts'
import { createRecipeStore } from './modules/recipes/recipe-store.ts'
import { registerRecipesRoutes } from './modules/recipes/recipes.routes.ts'
import { createRecipesService } from './modules/recipes/recipes.service.ts'
import { createMealPlanStore } from './modules/meal-plans/meal-plan-store.ts'
import { registerMealPlansRoutes } from './modules/meal-plans/meal-plans.routes.ts'
import { createMealPlansService } from './modules/meal-plans/meal-plans.service.ts'
import { createLargeWrites, createRedisLargeWrites } from './modules/planning/large-writes.ts'
import { registerShoppingListsRoutes } from './modules/shopping-lists/shopping-lists.routes.ts'
import { createShoppingListsService } from './modules/shopping-lists/shopping-lists.service.ts'
import type { ShoppingRules } from './modules/shopping-lists/shopping-rules.ts'
import { createShoppingStore } from './modules/shopping-lists/shopping-store.ts'
import { createSessionsRepository } from './modules/sessions/sessions.repository.ts'
import { createSessionsService } from './modules/sessions/sessions.service.ts'
import { registerSystemRoutes } from './modules/system/system.routes.ts'
import { createAccountsService } from './modules/users/accounts.service.ts'
import { loadDeviceTrust } from './modules/users/device-trust.ts'
import { createMemoryLoginThrottle } from './modules/users/login-throttle.ts'
import { createRedisLoginThrottle } from './modules/users/redis-login-throttle.ts'
import { registerAuthRoutes } from './modules/users/auth.routes.ts'
import { createPasswordResetsRepository } from './modules/users/password-resets.repository.ts'
import { createUsersRepository } from './modules/users/users.repository.ts'
import { createOidcRepository } from './modules/oidc/oidc.repository.ts'
import { registerOidcRoutes, registerOidcSessionWithoutProvider } from './modules/oidc/oidc.routes.ts'
import { createOidcService } from './modules/oidc/oidc.service.ts'
import { createProviderClient } from './modules/oidc/provider-client.ts'
import { registerUsersRoutes } from './modules/users/users.routes.ts'
import { createUsersService, type OwnedCounter } from './modules/users/users.service.ts'
import type { EventBus } from './realtime/event-bus.ts'
import type { RedisConnection } from './redis/redis-connection.ts'
import { createStatisticsUpkeep } from './db/statistics.ts'
import type { AppMetrics } from './metrics/metrics.ts'
import type { ImageStorage } from './storage/image-storage.ts'
import { openImageStorage } from './storage/open-image-storage.ts'
import { MAX_CLIENT_FRAME_BYTES, onSocketError, registerSocketRoutes } from './realtime/socket.routes.ts'
import { VERSION } from './version.ts'
import { createParsing } from './workers/parsing.ts'

/** JSON bodies; uploads (images, imports) get their own, larger limit on their routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024
const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000
/** As often as autovacuum looks (autovacuum_naptime). */
const STATISTICS_INTERVAL_MS = 60 * 1000
const STATISTICS_START_DELAY_MS = 10 * 1000

export interface AppDeps {
  config: Config
  database: Database
  mailer: Mailer
  bus: EventBus
  /** Shared with the other processes when REDIS_URL is set: cache versions, rate limits, throttles, locks. */
  redis?: RedisConnection
  logger?: FastifyBaseLogger
  now?: () => Date
  /** Where image files go; the bucket of S3_URL or DATA_DIR/images unless given. */
  imageStorage?: ImageStorage
  /** The built web app to serve at `/`; null serves the API only. */
  webDistDir?: string | null
  /** Fetches what people name (clips, pictures); public addresses only unless given (tests inject faults). */
  fetcher?: SafeFetcher
  /** How long one call to the Pepperplate service may take; 30 s unless a test of a silent service says less. */
  pepperplateTimeoutMs?: number
  /** How long one Web Push may take; 10 s unless a test of a silent push service says less. */
  pushTimeoutMs?: number
  /** How Web Push deliveries are spread out (push-limits.ts) unless a test needs smaller limits. */
  pushLimits?: DeliveryLimits
  /** How items are classified and recipes become lines; the shared shopping rules unless given. */
  shoppingRules?: ShoppingRules
  /** How often the job worker polls and renews heartbeats, unless a test says otherwise (JOB_STALE_SECONDS). */
  jobTiming?: Omit<JobTiming, 'staleSeconds'>
  /** How long a metrics scrape waits for the database; 2 s unless a test of a silent database says less. */
  metricsReadTimeoutMs?: number
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>

/** Fastify's types know only Ajv's and fast-json-stringify's here; any compiler it is set to works the same. */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps
  const now = deps.now ?? (() => new Date())
  const app = Fastify({
    loggerInstance: deps.logger ?? (pino(loggerOptions(config.logLevel)) as FastifyBaseLogger),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // zod's compilers serve every route (set just below too). Without them here, Fastify loaded Ajv at
    // construction for default compilers it never uses: 45 ms of every start.
    schemaController: { compilersFactory: zodCompilers },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorateRequest('session', null)
  registerErrorHandling(app)
  // Only with a token: without one nothing is measured and /metrics is as unknown as any other path (nor
  // is prom-client loaded).
  let metrics: AppMetrics | null = null
  if (config.metricsToken) {
    const { registerMetrics } = await import('./metrics/metrics.ts')
    metrics = registerMetrics(app, {
      token: config.metricsToken,
      database,
      readTimeoutMs: deps.metricsReadTimeoutMs,
    })
  }
  registerAdmission(app, database.queue, metrics?.turnedAway)
  const { bus, redis } = deps
  const shared =
    redis &&
    createRedisVersions({
      connection: redis,
      keepMs: versionsKeepMs(config.cacheSeconds),
      logger: app.log,
    })
  const sessions = createSessionsService({
    sessions: createSessionsRepository(database.db),
    bus,
    now,
    cacheMs: config.cacheSeconds * 1000,
    shared,
  })
  const libraryCache = createLibraryCache({ ttlMs: config.cacheSeconds * 1000, now, shared })
  // Before compression: answers are kept as JSON text, and compressed for each client that asks.
  libraryCache.register(app, sessions.forgetUser)
  // A frame to a user means something of theirs changed, whoever changed it.
  const stopHearing = bus.subscribeAll((userId) => libraryCache.changed(userId))
  app.addHook('onClose', async () => {
    stopHearing()
    sessions.stop()
  })
  await registerProtections(app, redis && { redis: redis.commands, prefix: redis.prefix })
  await registerApiDocs(app, VERSION)
  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_FRAME_BYTES },
    errorHandler: onSocketError,
  })
  await app.register(multipart)

  const usersRepository = createUsersRepository(database.db)
  const serverSecrets = createServerSecretsRepository(database.db)
  const instanceSettings = createInstanceSettings({
    settings: createInstanceSettingsRepository(database.db),
    defaults: { registrationEnabled: config.registrationEnabled },
    now,
    cacheMs: config.cacheSeconds * 1000,
    logger: app.log,
  })
  await instanceSettings.read()
  const resets = createPasswordResetsRepository(database.db)
  const devices = await loadDeviceTrust(serverSecrets, now)
  const accounts = createAccountsService({
    users: usersRepository,
    sessions,
    resets,
    mailer: deps.mailer,
    logger: app.log,
    now,
    registrationEnabled: async () => (await instanceSettings.read()).registrationEnabled,
    passwordCost: config.passwordCost,
    throttle: redis
      ? createRedisLoginThrottle({ connection: redis, now, logger: app.log })
      : createMemoryLoginThrottle(now),
    devices,
  })
  const store = createRecipeStore(database.db)
  const imageStorage = deps.imageStorage ?? (await openImageStorage(config))
  if (!deps.imageStorage) app.addHook('onClose', async () => imageStorage.close?.())
  const images = createImagesService({
    images: createImagesRepository(database.db),
    storage: imageStorage,
    logger: app.log,
    now,
  })
  const recipes = createRecipesService({ store, images, bus, now })
  const labels = createLabelsService({ store, bus, now })
  const fetcher = deps.fetcher ?? createSafeFetcher(config.clipAllowPrivate ? { isAllowed: anyAddress } : {})
  const parsing = createParsing({ timeLimitMs: config.parseTimeLimitMs })
  const jobs = createJobsService({
    jobs: createJobsRepository(database.db),
    bus,
    now,
    log: app.log,
    timing: { staleSeconds: config.jobStaleSeconds, ...deps.jobTiming },
  })
  const clip = createClipService({ fetcher, extract: parsing.clip, readText: parsing.clipText })
  const imports = createImportsService({
    jobs,
    clip: (address) => clip.recipeAt(address),
    book: createImportsRepository(database.db),
    recipes,
    bus,
    storeImage: createImportImages({ images, fetcher, logger: app.log }),
    parsing,
    pepperplate: { url: config.pepperplateUrl, timeoutMs: deps.pepperplateTimeoutMs },
  })
  const pushRepository = createPushRepository(database.db)
  const vapidKeys = await loadVapidKeys(serverSecrets, config)
  const pushSender = createPushSender({
    push: pushRepository,
    presence: bus.presence,
    keys: vapidKeys,
    fetcher,
    logger: app.log,
    timeoutMs: deps.pushTimeoutMs,
    limits: deps.pushLimits,
  })
  const messages = createMessagesService({
    store: createMessageStore(database.db),
    bus,
    now,
    logger: app.log,
    push: (userId, payload) => pushSender.send(userId, payload),
  })
  const ownedCounters: OwnedCounter[] = [
    async (userId) => ({
      recipeCount: await store.repos.recipes.countOwned(userId),
      recipeImageCount: await store.repos.images.countShownBy(userId),
    }),
    async (userId) => ({ messageCount: await messages.countFor(userId) }),
  ]
  const users = createUsersService({
    users: usersRepository,
    capabilities: config.capabilities,
    ownedCounters,
  })

  const admin = createAdminService({
    accounts: createAdminRepository(database.db),
    endSessions: (userId) => sessions.endAll(userId),
    setPasswordHash: async (userId, passwordHash) => {
      await usersRepository.update(userId, { passwordHash }, now())
      await resets.deleteFor(userId)
    },
    forgetUser: sessions.forgetUser,
    passwordCost: config.passwordCost,
    now,
  })
  const apiTokens = createApiTokensService({ tokens: createApiTokensRepository(database.db), now })
  const sessionHooks = createSessionHooks(sessions, { apiTokens, admins: admin })
  const route = createRoute(app, sessionHooks)
  const linkAddress = linkAddresses(config)
  registerSystemRoutes(route, {
    database,
    redis,
    storage: imageStorage,
    linkAddress,
    registrationEnabled: () => instanceSettings.current().registrationEnabled,
    instance: {
      version: VERSION,
      contactEmail: config.contactEmail,
      instanceName: config.instanceName,
      selfHosted: config.selfHosted,
      flags: {
        enableContribution: config.contribution.enabled,
        enableInstallInstructions: config.installInstructions,
        enableExperimentalOfflineCache: config.experimentalOfflineCache,
      },
      contributeUrl: config.contribution.enabled ? config.contribution.url : null,
      sendsMail: config.sendsMail,
      signIn: { password: config.passwordSignIn, oidc: config.oidc && { name: config.oidc.name } },
    },
  })
  registerAuthRoutes(route, {
    accounts,
    linkAddress,
    rateLimitPerMinute: config.authRateLimitPerMinute,
    passwordSignIn: config.passwordSignIn,
  })
  const oidc =
    config.oidc &&
    createOidcService({
      provider: createProviderClient(config.oidc),
      repository: createOidcRepository(database.db),
      users: usersRepository,
      sessions,
      devices,
      now,
      registrationEnabled: async () => (await instanceSettings.read()).registrationEnabled,
    })
  if (oidc) {
    registerOidcRoutes(app, route, {
      oidc,
      linkAddress,
      rateLimit: { max: config.authRateLimitPerMinute, timeWindow: 60_000 },
    })
  } else {
    registerOidcSessionWithoutProvider(route)
  }
  registerUsersRoutes(route, { accounts, users, lookupRateLimitPerMinute: config.lookupRateLimitPerMinute })
  registerApiTokensRoutes(route, { apiTokens })
  registerAdminRoutes(route, { admin, settings: instanceSettings })
  const mealPlans = createMealPlansService({
    store: createMealPlanStore(database.db),
    bus,
    now,
    logger: app.log,
  })
  const friendsRepository = createFriendsRepository(database.db)
  registerFriendsRoutes(route, {
    friends: createFriendsService({
      friends: friendsRepository,
      users: usersRepository,
      now,
      friendshipEnded: (userId, otherId) => mealPlans.endFeedsBetween(userId, otherId),
      events: createFriendEvents({ bus, friends: friendsRepository, logger: app.log }),
      logger: app.log,
    }),
    requestRateLimitPerMinute: config.friendRequestRateLimitPerMinute,
  })
  registerProfilesRoutes(route, {
    profiles: createProfilesService({ store: createProfileStore(database.db), images, now }),
  })
  registerPushRoutes(route, {
    push: createPushService({
      push: pushRepository,
      keys: vapidKeys,
      now,
      fetcher,
      allowHttp: config.clipAllowPrivate,
    }),
  })
  registerMessagesRoutes(route, { messages, rateLimitPerMinute: config.messageRateLimitPerMinute })
  registerRecipesRoutes(route, { recipes })
  const shoppingRules = deps.shoppingRules ?? sharedShoppingRules()
  const shoppingLists = createShoppingListsService({
    store: createShoppingStore(database.db),
    bus,
    now,
    logger: app.log,
    rules: shoppingRules,
  })
  // The aisle and word tables are built on first use, some 100 ms in one go that would otherwise fall on
  // the first item someone adds while everyone else waits: built once the server listens instead.
  app.addHook('onListen', () => void setImmediate(() => shoppingRules.classifyItem('2 onions')))
  // One per app: a person's large writes to lists and plans go one at a time together (across processes too).
  const largeWrites = redis
    ? createRedisLargeWrites({ connection: redis, logger: app.log })
    : createLargeWrites()
  registerShoppingListsRoutes(route, { shoppingLists, largeWrites })
  registerMealPlansRoutes(route, { mealPlans, largeWrites, linkAddress })
  registerLabelsRoutes(route, { labels })
  registerImagesRoutes(app, route, { images, fromUrl: createImageFromUrl({ images, fetcher }) })
  registerJobsRoutes(route, { jobs })
  registerClipRoutes(route, { clip })
  const exportsRepository = createExportsRepository(database.db)
  registerExportsRoutes(app, {
    exports: exportsRepository,
    readImage: (key) => imageStorage.get(key),
    linkAddress,
    sessionHooks,
    now,
  })
  registerPrintRoutes(app, { exports: exportsRepository, sessionHooks, linkAddress })
  registerShoppingListPrintRoute(app, {
    sessionHooks,
    loadList: (userId, listId) => shoppingLists.find(userId, listId),
  })
  registerMealPlanCalendarRoute(app, {
    loadFeed: (planId, token) => mealPlans.calendarFeed(planId, token),
    linkAddress,
    now,
  })
  registerImportsRoutes(route, {
    imports,
    parsing,
    pepperplate: { url: config.pepperplateUrl, timeoutMs: deps.pepperplateTimeoutMs },
  })
  registerSocketRoutes(app, { sessions, bus, now })

  const webDistDir = deps.webDistDir === undefined ? DEFAULT_WEB_DIST : deps.webDistDir
  if (webDistDir) await registerWebApp(app, webDistDir)

  let housekeeping: NodeJS.Timeout | undefined
  const tidyUp = () =>
    Promise.all([
      sessions.removeExpired(),
      accounts.removeExpiredLinks(),
      images.removeAbandoned(),
      oidc?.removeExpired(),
    ]).catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'))
  app.addHook('onReady', async () => {
    jobs.startWorker()
    void tidyUp()
    housekeeping = setInterval(() => void tidyUp(), HOUSEKEEPING_INTERVAL_MS).unref()
  })
  app.addHook('onClose', async () => clearInterval(housekeeping))
  // A running import stops at its next recipe and is handed back, for another process or the next start.
  app.addHook('onClose', async () => {
    await jobs.stop()
    // Pushes under way use the fetcher; each has its time limit.
    await pushSender.settle()
    // A fetcher that was given belongs to whoever gave it.
    if (!deps.fetcher) await fetcher.close()
    await accounts.settle()
    await instanceSettings.settle()
    await parsing.close()
  })

  // PGlite has no autovacuum daemon to keep the planner's statistics; PostgreSQL has (see db/statistics.ts).
  if (database.kind === 'pglite') {
    const upkeep = createStatisticsUpkeep(database.db)
    const keep = (check: () => Promise<string[]>) =>
      check()
        .then((tables) => {
          if (tables.length > 0) app.log.info({ tables }, 'planner statistics refreshed')
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'could not refresh planner statistics'))
    let statistics: NodeJS.Timeout | undefined
    let first: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      // Not during start-up: the first requests would queue behind it on PGlite's single thread.
      first = setTimeout(() => void keep(upkeep.atStart), STATISTICS_START_DELAY_MS).unref()
      statistics = setInterval(() => void keep(upkeep.whenChanged), STATISTICS_INTERVAL_MS).unref()
    })
    app.addHook('onClose', async () => {
      clearTimeout(first)
      clearInterval(statistics)
    })
  }

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

/** The shared shopping domain's rules, as the shopping list asks for them. */
function sharedShoppingRules(): ShoppingRules {
  return {
    classifyItem: (title) => ({ groupTitle: groupTitleOf(title), categoryTitle: aisleOf(title) }),
    linesOfRecipe: (ingredients, recipeYield, servings) =>
      shoppingItemsOfRecipe(ingredients, servingsScale(recipeYield, servings)),
  }
}
