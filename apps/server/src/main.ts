import { existsSync } from 'node:fs'
import type { Redis } from 'ioredis'
import pino from 'pino'
import {
  devOutboxDirectory,
  listensOnLoopbackOnly,
  outboxDirectory,
} from './platform/mail/outbox-directory.ts'
import type { Database } from './platform/db/database.ts'
import { embeddedDataDir, openConfiguredDatabase } from './platform/db/open-configured.ts'
import { readConfig } from './platform/env.ts'
import type { Config } from './platform/env.ts'
import { loggerOptions } from './platform/http/logging.ts'
import { collectStartupGarbage } from './platform/startup-garbage.ts'
import { DEMO_PASSWORD } from './seed/demo-password.ts'
import type { Keyring, LmsSyncPayload } from './server-parts.ts'

/** How long the embedded database serves only requests after a start (P6). */
const EMBEDDED_JOBS_AFTER_MS = 2_000

/** Reads the environment once, opens the database, migrates, seeds, listens. */
async function main(): Promise<void> {
  const config = readConfig()
  const log = pino(loggerOptions(config.logLevel))
  let database: Database | undefined
  let redis: Redis | undefined
  try {
    // A first start loads the demo seeded at install when it is today's (decision 065).
    // Only an embedded DATA_DIR without a database asks: a restart skips the sources' hash.
    const firstStart = !config.databaseUrl && !existsSync(embeddedDataDir(config))
    const demoDump = config.seedDemo && firstStart ? await import('./seed/demo-dump.ts') : undefined
    const dump = demoDump?.usableDemoDump()
    // PGlite starts in its worker while the server's modules evaluate here (P6). Handled at
    // once: a refusal (another server on this DATA_DIR) is thrown by the await below.
    const opening = openConfiguredDatabase(config, dump?.database)
    opening.catch(() => undefined)
    const {
      createApp,
      LMS_SYNC_JOB,
      loadJwtSecret,
      runMigrations,
      configuredStorage,
      loadKeyring,
      fileMailer,
      smtpMailer,
      seedDemoSecondFactors,
      anySchool,
    } = await import('./server-parts.ts')
    const opened = await opening
    database = opened
    await runMigrations(database)
    const storage = configuredStorage(database, config.dataDir)
    if (demoDump && dump && opened.fromTemplate) {
      await demoDump.finishDemoFromDump(database.db, dump, config.dataDir)
      log.info('loaded the demo schools seeded at install')
    } else if (config.seedDemo && !(await anySchool(database.db))) {
      // The seed (and faker with it) loads only for a database with no school: a restart
      // finds the demo there and never evaluates it (P6). seedDemo checks again under its lock.
      const { seedDemo } = await import('./seed/demo-seed.ts')
      if (await seedDemo(database.db, storage)) log.info('seeded the demo schools')
    }
    const jwtSecret = await loadJwtSecret(database.db, config.jwtSecret)
    const integrationKeys = await loadKeyring(database.db, {
      key: config.integrationsKey,
      previous: config.integrationsPreviousKeys,
    })
    if (config.seedDemo) await seedDemoSecondFactors(database.db, integrationKeys)
    const firstSyncs = await connectDemoLms(config, database, integrationKeys, log)
    // ioredis only when it is used: a server without Redis does not evaluate it (P6).
    redis = config.redisUrl
      ? new (await import('ioredis')).Redis(config.redisUrl, {
          maxRetriesPerRequest: 2,
          ...(config.redisPrefix && { keyPrefix: config.redisPrefix }),
        })
      : undefined
    redis?.on('error', (error) => log.warn({ err: error }, 'redis error'))

    let listeningPort = config.port
    const app = await createApp({
      config,
      database,
      jwtSecret,
      integrationKeys,
      redis,
      logger: { level: config.logLevel },
      loginLimitPerMinute: config.loginLimitPerMinute,
      chatSendLimit: config.chatSendLimit,
      searchLimitPerMinute: config.searchLimitPerMinute,
      mail: {
        mailer: config.smtpUrl ? smtpMailer(config.smtpUrl) : fileMailer(outboxDirectory(config)),
        originOf: (code) => schoolOrigin(config, code, listeningPort),
      },
    })
    // Sweeps, email delivery and database upkeep (decision 022); they stop before the
    // app closes (app.ts), so before the database below. They start once the server
    // answers: a restart's first pages do not wait for pg-boss's ~0.8 s of setup (P6), on
    // the embedded database's one connection not for two seconds more. A job queued before
    // then waits for them.
    const jobsDb = database.db
    const jobsAfterMs = database.kind === 'embedded' ? EMBEDDED_JOBS_AFTER_MS : 0
    const startJobs = async () => {
      await app.jobs.start({ afterMs: jobsAfterMs })
      for (const student of firstSyncs) {
        await app.jobs
          .enqueue(
            jobsDb,
            LMS_SYNC_JOB,
            { ...student },
            { singletonKey: `lms-sync:${String(student.userId)}` },
          )
          .catch((error: unknown) => {
            log.warn({ err: error }, "could not queue the demo student's first LMS sync")
          })
      }
    }
    const openedDatabase = database
    const openedRedis = redis
    app.addHook('onClose', async () => {
      await openedDatabase.close()
      await openedRedis?.quit().catch(() => undefined)
    })
    installShutdown(app.close.bind(app), log)

    await app.listen({ port: config.port, host: config.host })
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : config.port
    listeningPort = port
    printWelcome(port, database.kind, config.seedDemo ? DEMO_PASSWORD : undefined)
    startJobs()
      // The start is over: its garbage goes (P6, decision 064 "Since (stop 69)").
      .then(() => {
        collectStartupGarbage()
        openedDatabase.collectStartupGarbage()
      })
      .catch((error: unknown) => {
        log.fatal({ err: error }, 'the background jobs could not start')
        process.exitCode = 1
        void app.close()
      })
    printMode(config, devOutboxDirectory(config))
  } catch (error) {
    log.fatal({ err: error }, error instanceof Error ? error.message : 'start-up failed')
    await database?.close().catch(() => undefined)
    await redis?.quit().catch(() => undefined)
    process.exitCode = 1
  }
}

/**
 * Development (issue 17): the demo school's LMS is the Canvas stand-in the scripts
 * started; the seed fills it and connects Maya once. A stand-in that does not answer
 * leaves the demo without an LMS, never the server down. Returns the first syncs to queue.
 */
async function connectDemoLms(
  config: Config,
  database: Database,
  keys: Keyring,
  log: pino.Logger,
): Promise<LmsSyncPayload[]> {
  if (!config.seedDemo || !config.lmsDemoStandinUrl) return []
  try {
    const { seedDemoLms } = await import('./server-parts.ts')
    return await seedDemoLms(database.db, keys, config.lmsDemoStandinUrl)
  } catch (error) {
    log.warn({ err: error }, 'the demo Canvas stand-in could not be filled')
    return []
  }
}

/**
 * The address students open for a school, for links in emails: `{code}.{BASE_DOMAIN}`
 * over https, or the local development hosts.
 */
function schoolOrigin(config: Config, code: string, port: number): string {
  if (config.baseDomain) return `https://${code}.${config.baseDomain}`
  const host = code === config.defaultSchool ? 'localhost' : `${code}.localhost`
  return `http://${host}:${port}`
}

/**
 * Issue 12 item 2: development mode (NODE_ENV=development, which `npm start` and
 * `npm run dev` set) says loudly what it turns on; an unset NODE_ENV says what to set.
 */
function printMode(config: Config, outbox: string | null): void {
  const enabled = [
    config.seedDemo && 'the demo schools and their public demo password',
    outbox && "every school's email at /dev/outbox on its host, for its signed-in admins and staff",
    config.cookieSecure === 'auto' && 'session cookies without Secure over plain http',
  ].filter(Boolean)
  const lines = config.developmentMode
    ? [
        '  !!! DEVELOPMENT MODE (NODE_ENV=development) !!!',
        ...enabled.map((what) => `    on: ${String(what)}`),
        '  Never expose this server: run production with NODE_ENV=production.',
        ...exposure(config),
      ]
    : config.nodeEnv === 'development' // the default: NODE_ENV was not set
      ? ['  NODE_ENV is not set: for production, set NODE_ENV=production.']
      : []
  if (!config.smtpUrl && !config.developmentMode) {
    lines.push('  SMTP_URL is not set: email is written to DATA_DIR/outbox, not sent.')
  }
  if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n\n`)
}

/**
 * Issue 30 security 1: development listens on loopback unless HOST says otherwise, and an
 * exposed development server has no /dev/outbox (its demo passwords and code keys are public).
 */
function exposure(config: Config): string[] {
  if (listensOnLoopbackOnly(config.host)) {
    return [
      `  Listening on ${config.host} only. To open it from another device, set HOST=0.0.0.0`,
      "  (that turns off /dev/outbox: the demo logins would be anyone's).",
    ]
  }
  return [`  Listening on ${config.host}: reachable from the network, so /dev/outbox is off.`]
}

/** SIGTERM/SIGINT: stop accepting, drain in-flight requests, close the database (quality.md R4). */
function installShutdown(close: () => Promise<void>, log: pino.Logger): void {
  let closing = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    log.info({ signal }, 'shutting down')
    const force = setTimeout(() => {
      log.error('shutdown took longer than 20 s, exiting')
      process.exit(1)
    }, 20_000)
    force.unref()
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}

function printWelcome(port: number, kind: Database['kind'], demoPassword?: string): void {
  const lines = [
    '',
    `  Quad is running on the ${kind === 'embedded' ? 'embedded database (PGlite)' : 'PostgreSQL'}.`,
    `    Demo University   http://localhost:${port}/`,
    `    North College     http://north.localhost:${port}/`,
  ]
  if (demoPassword) {
    lines.push(
      `  Demo logins (password ${demoPassword}):`,
      '    student@demo.edu, friend@demo.edu   (Demo University)',
      '    moderator@demo.edu, admin@demo.edu, staff@demo.edu   (its moderator, school admin, staff)',
      '    student@north.edu                   (North College)',
      '  Admins and staff also give a code: npm run totp -- admin@demo.edu (keys in README).',
    )
  }
  process.stdout.write(`${lines.join('\n')}\n\n`)
}

await main()
