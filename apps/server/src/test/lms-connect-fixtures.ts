import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { startCanvasStandin, type CanvasStandin } from '@quad/canvas-standin'
import { refuseWithoutGrant } from '../features/lms/academic-access.ts'
import { lmsModule } from '../features/lms/module.ts'
import { LMS_SYNC_JOB } from '../features/lms/names.ts'
import { modules } from '../modules.ts'
import { requireBearerContext } from '../platform/auth/auth.plugin.ts'
import { defineModule, type ModuleContext } from '../platform/module.ts'
import { changeRoles } from '../platform/policies/roles.service.ts'
import { inProcessBus } from '../platform/realtime/bus.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from './chat-fixtures.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from './test-app.ts'

/** The developer key both schools register with the stand-in. */
export const developerKey = { clientId: '170000000000042', clientSecret: 'la-developer-secret' }

export interface Person {
  id: number
  email: string
  /** The student's account in the stand-in (same email). */
  canvasId: number
  cookie: string
  api: BearerClient
}

export interface LmsWorld {
  app: FastifyInstance
  context: ModuleContext
  standin: CanvasStandin
  school: School
  other: School
  admin: BearerClient
  maya: Person
  theo: Person
  /** A student of the other school, which has the same LMS. */
  sam: Person
  /** A third school whose admin has not configured an LMS. */
  bare: { school: School; admin: BearerClient; student: Person }
}

/** A probe academic route: what the reading routes (track lms-sync) do first. */
export const PROBE_PATH = '/api/v1/probe/academic'

/**
 * Every module, a stand-in Canvas on loopback, two schools configured with it by their
 * admins (`la` with Maya and Theo, `lb` with Sam), and a probe academic route.
 */
export function useLmsWorld(): () => LmsWorld {
  let context: ModuleContext | undefined
  const probe = defineModule({
    name: 'lms-probe',
    // Until track lms-sync defines the sync job, its queue must exist for the callback's
    // enqueue (pg-boss refuses a job for a queue it does not know); once it does, theirs.
    jobs: (given) =>
      lmsModule.jobs?.(given).some((job) => job.name === LMS_SYNC_JOB)
        ? []
        : [{ name: LMS_SYNC_JOB, handler: async () => undefined }],
    register(app, given) {
      context = given
      app.get(PROBE_PATH, async (request, reply) => {
        const { user } = requireBearerContext(request)
        if (await refuseWithoutGrant(given.database.db, user.id, reply)) return reply
        return { ok: true }
      })
    },
  })
  const bus = inProcessBus()
  const ctx = useTestApp({ bus, modules: [...modules, probe] })
  let world: LmsWorld | undefined
  beforeAll(async () => {
    if (!context) throw new Error('the probe module was not registered')
    const { app, database } = ctx()
    await app.jobs.start()
    const standin = await startCanvasStandin({ clients: [developerKey] })
    const school = await insertSchool(database.db, { code: 'la', name: 'Lake U' })
    const other = await insertSchool(database.db, { code: 'lb', name: 'Bay U' })
    const adminUser = await insertTestStudent(database, school, { email: 'admin@la.edu' })
    const origin = { actorId: null, requestId: null, ip: null }
    await changeRoles({ db: database.db, bus }, origin, {
      schoolId: school.id,
      userId: adminUser.id,
      grant: ['school_admin'],
    })
    const person = async (target: School, email: string, name: string): Promise<Person> => {
      const { id } = await insertTestStudent(database, target, { email })
      const canvasId = standin.addUser({ name, email }).id
      const { cookie } = await login(app, target.code, email)
      return { id, email, canvasId, cookie, api: await bearerClient(ctx, target.code, email) }
    }
    const admin = await bearerClient(ctx, 'la', 'admin@la.edu')
    const settings = { provider: 'canvas', baseUrl: standin.url, ...developerKey, enabled: true }
    await configure(admin, settings)
    const otherAdminUser = await insertTestStudent(database, other, { email: 'admin@lb.edu' })
    await changeRoles({ db: database.db, bus }, origin, {
      schoolId: other.id,
      userId: otherAdminUser.id,
      grant: ['school_admin'],
    })
    await configure(await bearerClient(ctx, 'lb', 'admin@lb.edu'), settings)
    const bareSchool = await insertSchool(database.db, { code: 'lc', name: 'Creek U' })
    const bareAdmin = await insertTestStudent(database, bareSchool, { email: 'admin@lc.edu' })
    await changeRoles({ db: database.db, bus }, origin, {
      schoolId: bareSchool.id,
      userId: bareAdmin.id,
      grant: ['school_admin'],
    })
    world = {
      app,
      context,
      standin,
      school,
      other,
      admin,
      maya: await person(school, 'maya@la.edu', 'Maya Lin'),
      theo: await person(school, 'theo@la.edu', 'Theo Park'),
      sam: await person(other, 'sam@lb.edu', 'Sam Ortiz'),
      bare: {
        school: bareSchool,
        admin: await bearerClient(ctx, 'lc', 'admin@lc.edu'),
        student: await person(bareSchool, 'kai@lc.edu', 'Kai Moreno'),
      },
    }
  }, 60_000)
  afterAll(async () => world?.standin.close())
  return () => {
    if (!world) throw new Error('useLmsWorld: not ready')
    return world
  }
}

async function configure(admin: BearerClient, settings: object) {
  const response = await admin.put('/api/v1/admin/integrations/lms', settings)
  if (response.statusCode !== 200) throw new Error(`LMS settings refused: ${response.body}`)
}

/** The browser's navigation to connect: the redirect to the LMS and the nonce cookie. */
export async function startConnect(world: LmsWorld, who: Person, redirect = '/edu') {
  const response = await world.app.inject({
    url: `/api/v1/integrations/lms/connect?redirect=${encodeURIComponent(redirect)}`,
    headers: { host: hostOf(schoolOf(world, who)), cookie: who.cookie },
  })
  const nonce = response.cookies.find((c) => c.name === 'quad_lms_oauth')
  return {
    response,
    authorizeUrl: response.headers.location ?? '',
    nonceCookie: nonce ? `quad_lms_oauth=${nonce.value}` : '',
  }
}

/** The LMS's redirect back, as the browser follows it (with its cookies). */
export function callback(world: LmsWorld, who: Person, back: URL, cookies: string[]) {
  return world.app.inject({
    url: `${back.pathname}${back.search}`,
    headers: { host: hostOf(schoolOf(world, who)), cookie: cookies.filter(Boolean).join('; ') },
  })
}

const schoolOf = (world: LmsWorld, who: Person) =>
  who === world.sam ? 'lb' : who === world.bare.student ? 'lc' : 'la'
