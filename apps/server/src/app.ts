import Fastify, { type FastifyInstance } from 'fastify'
import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import type { Redis } from 'ioredis'
import type { DestinationStream } from 'pino'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Database } from './platform/db/database.ts'
import type { Config } from './platform/env.ts'
import { authRoutes } from './platform/auth/auth.routes.ts'
import { installBearerAuth, installSessionAuth } from './platform/auth/auth.plugin.ts'
import { passwordRoutes } from './platform/auth/password.routes.ts'
import { SessionCache } from './platform/auth/session-cache.ts'
import { VerifiedBearers } from './platform/auth/verified-bearers.ts'
import { installDrain } from './platform/http/drain.ts'
import { installResponseHooks } from './platform/http/response-hooks.ts'
import { loggerOptions } from './platform/http/logging.ts'
import { installErrorHandler, sendError } from './platform/http/error-handler.ts'
import { installTextGuard } from './platform/http/text-guard.ts'
import { badRequest } from './platform/errors.ts'
import { healthRoutes, type ReadinessCheck } from './platform/http/health.routes.ts'
import { installOpenApi } from './platform/http/openapi.ts'
import { installSecurityHeaders } from './platform/http/security.ts'
import { installCompression } from './platform/http/compression.ts'
import { installSpa } from './platform/http/spa.ts'
import { installTenancy } from './platform/tenancy/tenancy.plugin.ts'
import { configuredStorage, type FileStorage } from './platform/files/storage.ts'
import { installMultipart } from './platform/files/upload.ts'
import { appConfigRoutes } from './platform/http/app-config.routes.ts'
import { syncedLimits } from './platform/http/synced-limit.ts'
import { inProcessBus, redisBus, type Bus } from './platform/realtime/bus.ts'
import { memoryPresence, redisPresence, type PresenceStore } from './platform/realtime/presence.ts'
import { Realtime } from './platform/realtime/realtime.ts'
import { realtimeRoutes } from './platform/realtime/realtime.routes.ts'
import { CHAT_FILE_MAX_BYTES } from '@quad/shared'
import { createJobs, type Jobs } from './platform/jobs/jobs.ts'
import { platformJobs } from './platform/jobs/platform-jobs.ts'
import type { FeatureModule, MailDelivery, ModuleConfig } from './platform/module.ts'
import { moduleContext, registerModules } from './platform/module-registry.ts'
import { integrations, loadKeyring, type Keyring } from './platform/integrations/index.ts'
import { auditRoutes } from './platform/audit/audit.routes.ts'
import { Policies } from './platform/policies/policies.ts'
import { createOutbound } from './platform/http/outbound.ts'
import { installPolicies } from './platform/policies/policies.plugin.ts'
import { roleRoutes } from './platform/policies/roles.routes.ts'
import { OutboxDispatcher, type DispatcherOptions } from './platform/outbox/dispatcher.ts'
import { modules as featureModules } from './modules.ts'
import { passwordLoginStep } from './features/second-factor/login-challenge.ts'

export interface AppDeps {
  /** What the app reads of the configuration: the same the feature modules may read. */
  config: ModuleConfig
  database: Database
  jwtSecret: Uint8Array
  /** The keys integration credentials are sealed with; unset, the database's generated one. */
  integrationKeys?: Keyring
  redis?: Redis | undefined
  /** The log level (and where lines go: stdout unless a stream is given), or false for silence. */
  logger?: false | { level: string; stream?: DestinationStream }
  loginLimitPerMinute?: number
  /** Directory searches per student per minute (issue 4 "Abuse"); benchmarks raise it. */
  searchLimitPerMinute?: number
  /**
   * Uploaded files: in the database on PostgreSQL (every instance serves every file),
   * under DATA_DIR/files on the embedded database (one instance).
   */
  files?: FileStorage
  /** Realtime fan-out and presence; Redis-backed when `redis` is given, in-process otherwise. */
  bus?: Bus
  presence?: PresenceStore
  /** Chat messages per student per 10 s (issue 6 "Abuse"); benchmarks raise it. */
  chatSendLimit?: number
  /** The feature modules (`src/modules.ts` unless a test registers fewer). */
  modules?: readonly FeatureModule[]
  /** Outgoing email; given, this process delivers the outbox (a job). */
  mail?: MailDelivery
  /** Outbox dispatch timings (tests shorten the retry delay). */
  outbox?: Partial<DispatcherOptions>
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime
    /** Defined here; started by main.ts (or a test), stopped before the app closes. */
    jobs: Jobs
    /** The outbox of this instance (tests `drain` it before asserting what messages caused). */
    outbox: OutboxDispatcher
  }
}

/** Builds the HTTP app without listening: main.ts listens, tests use app.inject. */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, redis } = deps
  const app = Fastify({
    // Credentials in URLs and headers never reach the log (issue 12 item 6).
    logger: deps.logger ? loggerOptions(deps.logger.level, deps.logger.stream) : false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Fastify 5 default: close idle keep-alive sockets on close, answer 503 while closing.
    forceCloseConnections: 'idle',
    // Errors Fastify raises before routing (a malformed URL...) get the contract's shape.
    frameworkErrors: (error, _request, reply) => {
      sendError(reply, badRequest(`url: ${error.message}`))
    },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  installErrorHandler(app)
  installTextGuard(app)
  // The app's one onSend hook, before the routes (decision 078).
  const everyResponse = installResponseHooks(app)
  installDrain(app, everyResponse)

  await installSecurityHeaders(app, config, everyResponse)
  await installCompression(app)
  await app.register(cookie)
  // A Redis outage must not turn logins into 500s: limits fail open, /readyz says why.
  await app.register(rateLimit, { global: false, skipOnError: true, ...(redis && { redis }) })
  await installOpenApi(app)
  // The bus carries frames and the signals that end sessions on every instance (R11).
  const bus = deps.bus ?? (redis ? await redisBus(redis) : inProcessBus())
  installTenancy(app, database, config, bus)
  const sessionCache = new SessionCache(database.db, bus)
  installSessionAuth(
    app,
    sessionCache,
    { cookieSecure: config.cookieSecure, nodeEnv: config.nodeEnv },
    everyResponse,
  )
  installBearerAuth(app, new VerifiedBearers(deps.jwtSecret, bus), sessionCache)
  const modules = deps.modules ?? featureModules
  // After authentication: a route's `config.requires` is checked on its user's roles. The
  // actions are the platform's and those the modules declare (two declaring one: an error).
  const policies = new Policies(modules)
  installPolicies(app, policies)
  const sessions = { db: database.db, bus }

  const checks: ReadinessCheck[] = [{ name: 'database', check: () => database.ping() }]
  if (redis) checks.push({ name: 'redis', check: () => pingRedis(redis) })
  healthRoutes(app, checks)
  const storage = deps.files ?? configuredStorage(database, config.dataDir)
  await installMultipart(app, CHAT_FILE_MAX_BYTES)
  const realtime = startRealtime(app, deps, bus)
  const jobs = defineJobs(app, database, storage)
  const outbox = new OutboxDispatcher(database.db, bus, app.log, deps.outbox)
  app.decorate('outbox', outbox)
  // Stops before anything closes (onClose hooks run last-added first: main.ts's database
  // close would come before this one). Messages a draining request still emits are left to
  // the other instances (the bus wakes them) or to the next start's poll.
  app.addHook('preClose', async () => outbox.close())
  const rateLimits = syncedLimits(redis)
  app.addHook('preClose', async () => rateLimits.close())
  const context = moduleContext(app, modules, {
    rateLimits,
    everyResponse,
    database,
    realtime,
    jobs,
    mail: deps.mail,
    outbox,
    storage,
    config,
    bus,
    policies,
    secret: deps.jwtSecret,
    integrations: integrations(
      deps.integrationKeys ?? (await loadKeyring(database.db, { key: undefined, previous: [] })),
      deps.jwtSecret,
    ),
    limits: { searchPerMinute: deps.searchLimitPerMinute, chatSendsPer10s: deps.chatSendLimit },
    outbound: createOutbound({
      httpsOnly: config.nodeEnv === 'production',
      allowedHosts: config.outboundAllowHosts,
    }),
  })
  const loginLimitPerMinute = deps.loginLimitPerMinute ?? 10
  authRoutes(app, {
    database,
    sessions,
    jwtSecret: deps.jwtSecret,
    loginLimitPerMinute,
    groupsOf: (school, userId) => context.groups.personGroups(database.db, school, userId),
    secondFactor: (school, userId, code) =>
      passwordLoginStep(
        { db: database.db, credentials: context.integrations.credentials, secret: deps.jwtSecret },
        { school, userId },
        code,
      ),
  })
  passwordRoutes(app, { sessions, limitPerMinute: loginLimitPerMinute })
  await realtimeRoutes(app, realtime, [...config.hostOrigins, ...config.corsOrigins])
  appConfigRoutes(app, config)
  auditRoutes(app, database)
  roleRoutes(app, { database, bus })
  await registerModules(app, modules, context)
  await installSpa(app, config.webDist)
  return app
}

/**
 * The realtime hub: fan-out over Redis when configured (several instances act as one),
 * in-process otherwise. Sockets close before the server does, with "going away",
 * so clients reconnect (R4).
 */
function startRealtime(app: FastifyInstance, deps: AppDeps, bus: Bus): Realtime {
  const { redis } = deps
  const presence = deps.presence ?? (redis ? redisPresence(redis) : memoryPresence())
  const realtime = new Realtime(bus, presence)
  app.decorate('realtime', realtime)
  app.addHook('preClose', async () => realtime.close())
  return realtime
}

/** Seconds between an embedded server's polls for retries and cron runs (decision 022). */
const EMBEDDED_POLL_FLOOR_SECONDS = 10

/**
 * Background jobs (decision 022): the platform's own here, the features' through the
 * module registry. They stop (running handlers finish) before the database closes.
 */
function defineJobs(app: FastifyInstance, database: Database, storage: FileStorage): Jobs {
  const jobs = createJobs(database, (error) => app.log.error({ err: error }, 'job failed'), {
    // The embedded database's one instance wakes its own workers (jobs.ts JobsOptions).
    pollFloorSeconds: database.kind === 'embedded' ? EMBEDDED_POLL_FLOOR_SECONDS : 0,
  })
  jobs.define(platformJobs(database, storage))
  app.decorate('jobs', jobs)
  app.addHook('preClose', async () => jobs.stop())
  return jobs
}

/** A hop count becomes proxy-addr's function form: trust the nearest `n` hops only. */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value
}

async function pingRedis(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG'
  } catch {
    return false
  }
}
