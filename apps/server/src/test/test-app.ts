import { nextSeed, resetSeeds } from './fixture-seeds.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { SESSION_COOKIE } from '@quad/shared'
import { createApp, type AppDeps } from '../app.ts'
import { hashPassword } from '../platform/auth/passwords.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import {
  buildStudent,
  createFaker,
  insertSchool,
  insertStudents,
  type NewProfile,
  type NewUser,
} from '../seed/factories.ts'
import { createTestDatabase, type TestDatabase } from './test-database.ts'
import { answerChallenge } from './second-factor-login.ts'

export const TEST_PASSWORD = 'correct horse battery'
const TEST_SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-!!')

export interface TestContext {
  app: FastifyInstance
  database: TestDatabase
  jwtSecret: Uint8Array
}

/** One app over one fresh database for the whole test file. */
type TestAppOverrides = Partial<Omit<AppDeps, 'config'>> & { config?: Partial<AppDeps['config']> }

export function useTestApp(overrides: TestAppOverrides = {}): () => TestContext {
  let context: TestContext | undefined
  beforeAll(async () => {
    resetSeeds()
    const database = await createTestDatabase()
    const app = await createTestApp(database, overrides)
    context = { app, database, jwtSecret: TEST_SECRET }
  }, 60_000)
  afterAll(async () => {
    await context?.app.close()
    await context?.database.drop()
  })
  return () => {
    if (!context) throw new Error('useTestApp: the app is not ready (used outside a test?)')
    return context
  }
}

/**
 * Another instance of Quad over the file's database and `bus`, listening on a free port for
 * the sockets a test opens there (live frames crossing instances); running the jobs too with
 * `jobs`, as every instance does in production. Closed after the file, before its database.
 */
export function useSecondInstance(
  ctx: () => TestContext,
  bus: TestAppOverrides['bus'],
  { jobs = false } = {},
): () => { app: FastifyInstance; url: string } {
  let second: { app: FastifyInstance; url: string } | undefined
  beforeAll(async () => {
    const app = await createTestApp(ctx().database, { bus })
    if (jobs) await app.jobs.start()
    second = { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) }
  }, 60_000)
  afterAll(async () => {
    await second?.app.close()
  })
  return () => {
    if (!second) throw new Error('useSecondInstance: not ready (used outside a test?)')
    return second
  }
}

/**
 * An app over `database`, configured as in every test; a test may build a second one
 * over the same database (and a shared `bus`) to act as another instance.
 */
export async function createTestApp(
  database: TestDatabase,
  overrides: TestAppOverrides = {},
): Promise<FastifyInstance> {
  // The app's files (DATA_DIR/files, outbox...): its own directory, removed as it closes.
  const dataDir =
    overrides.config?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'quad-test-files-'))
  const app = await createApp({
    config: {
      baseDomain: 'quad.test',
      defaultSchool: 'alpha',
      hostOrigins: ['https://host.example'],
      corsOrigins: [],
      analytics: {
        scriptUrl: 'https://cdn.analytics.example/agent/k123.js',
        apiKey: 'k123',
        globalName: 'quadAnalytics',
      },
      trustProxy: false,
      cookieSecure: true,
      nodeEnv: 'test',
      developmentMode: false,
      webDist: '/nonexistent',
      dataDir,
      smtpUrl: undefined,
      host: '127.0.0.1',
      // The tests' identity providers and Canvas stand-ins listen on loopback (named, as
      // development names its stand-ins); the guard's own tests narrow this.
      outboundAllowHosts: ['127.0.0.1'],
      // Issue 34: made once per test database, as on a first start.
      vapidKeys: undefined,
      vapidSubject: 'mailto:push@quad.test',
      ...overrides.config,
    },
    database,
    jwtSecret: TEST_SECRET,
    ...(overrides.logger && { logger: overrides.logger }),
    ...(overrides.loginLimitPerMinute && { loginLimitPerMinute: overrides.loginLimitPerMinute }),
    ...(overrides.searchLimitPerMinute && {
      searchLimitPerMinute: overrides.searchLimitPerMinute,
    }),
    ...(overrides.chatSendLimit && { chatSendLimit: overrides.chatSendLimit }),
    ...(overrides.bus && { bus: overrides.bus }),
    ...(overrides.modules && { modules: overrides.modules }),
    ...(overrides.mail && { mail: overrides.mail }),
    ...(overrides.outbox && { outbox: overrides.outbox }),
    ...(overrides.files && { files: overrides.files }),
  })
  if (!overrides.config?.dataDir) {
    app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }))
  }
  return app
}

let passwordHash: Promise<string> | undefined

/** A student with a known password, built by the same factory as the seeds. */
export async function insertTestStudent(
  database: TestDatabase,
  school: School,
  user: Partial<NewUser> = {},
  profile: Partial<NewProfile> = {},
) {
  passwordHash ??= hashPassword(TEST_PASSWORD)
  const build = buildStudent(createFaker(nextSeed('student')), await passwordHash, {
    user: { accountType: 'student', ...user },
    // Deterministic unless a test asks: no random opt-out or privacy from the factory.
    profile: { directoryOptOut: false, fieldVisibility: {}, visitableProfile: true, ...profile },
  })
  const [id] = await insertStudents(database.db, school, [build])
  if (id === undefined) throw new Error('student was not stored')
  return { ...build.user, id }
}

export { insertSchool }

/** Host header for a school: `{code}.quad.test` (BASE_DOMAIN in tests). */
export const hostOf = (code: string) => `${code}.quad.test`

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)
  if (!cookie) throw new Error('no session cookie in the response')
  return `${SESSION_COOKIE}=${cookie.value}`
}

/**
 * Signs in through the real flow: the password, then the second factor when one is due
 * (a school admin's or staff member's first login enrols them: `second-factor-login.ts`).
 */
export async function login(app: FastifyInstance, school: string, email: string) {
  const first = await app.inject({
    method: 'POST',
    url: '/mobile_ws/v18/login',
    headers: { host: hostOf(school) },
    payload: { email, password: TEST_PASSWORD },
  })
  if (first.statusCode !== 200) throw new Error(`login failed: ${first.body}`)
  const response = await answerChallenge(app, hostOf(school), email, first)
  const cookie = sessionCookie(response)
  const tokens = await app.inject({
    url: '/mobile_ws/v18/auth_tokens',
    headers: { host: hostOf(school), cookie },
  })
  const body: { csrfToken: string; jwt: string } = tokens.json()
  return { cookie, ...body }
}

/** HTTP helpers bound to one school's host, for `app.inject`. */
export function clientFor(ctx: () => TestContext, school: string) {
  const host = hostOf(school)
  return {
    get: (url: string, headers: Record<string, string> = {}) =>
      ctx().app.inject({ url, headers: { host, ...headers } }),
    post: (url: string, payload?: object, headers: Record<string, string> = {}) =>
      ctx().app.inject({ method: 'POST', url, payload, headers: { host, ...headers } }),
  }
}

/** A school `code` with one student; returns a getter for that student's email. */
export function useSchoolWithStudent(ctx: () => TestContext, code: string): () => string {
  let email = ''
  beforeAll(async () => {
    const school = await insertSchool(ctx().database.db, { code, name: `School ${code}` })
    email = (await insertTestStudent(ctx().database, school)).email
  })
  return () => email
}
