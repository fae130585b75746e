// On PostgreSQL (with TEST_DATABASE_URL): the seed is the same SQL on both engines, and its run
// on PGlite is demo-dump.test.ts's (the dump npm install makes and npm start loads).
import { afterAll, beforeAll, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { startCanvasStandin, type CanvasStandin } from '@quad/canvas-standin'
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts'
import { memoryStorage } from '../platform/files/memory-storage.ts'
import { loadKeyring, type Keyring } from '../platform/integrations/index.ts'
import { credentials } from '../platform/integrations/credentials.ts'
import { LMS_KEY_CREDENTIAL, LMS_TOKEN_CREDENTIAL } from '../features/lms/names.ts'
import { DEMO_CANVAS_CLIENT } from './demo-canvas-client.ts'
import { seedDemo } from './demo-seed.ts'
import { seedDemoLms } from './demo-lms.ts'

/*
 * The demo's LMS in development (issue 17): a real Canvas stand-in on loopback, filled by
 * the seed through its control API; Demo University pointed at it with the developer
 * key sealed; Maya connected with tokens the stand-in honours, Jonah left to connect.
 */

let database: TestDatabase
let standin: CanvasStandin
let keys: Keyring
beforeAll(async () => {
  database = await createTestDatabase()
  expect(await seedDemo(database.db, memoryStorage(), 40)).toBe(true)
  standin = await startCanvasStandin({ clients: [DEMO_CANVAS_CLIENT] })
  keys = await loadKeyring(database.db, { key: undefined, previous: [] })
})
afterAll(async () => {
  await standin.close()
  await database.drop()
})

const rows = async <Row>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<Row & Record<string, unknown>>(query)).rows

async function canvas(token: string, path: string): Promise<unknown> {
  const response = await fetch(`${standin.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status, path).toBe(200)
  return response.json()
}

it('points the demo school at the stand-in and connects Maya with tokens Canvas honours', async () => {
  const queued = await seedDemoLms(database.db, keys, standin.url)
  const [maya] = await rows<{ id: number; schoolId: number }>(
    sql`SELECT id::int AS id, school_id AS "schoolId" FROM users WHERE email = 'student@demo.edu'`,
  )
  if (!maya) throw new Error('Maya missing')
  expect(queued).toEqual([{ schoolId: maya.schoolId, userId: maya.id }])
  const settings = await rows(
    sql`SELECT provider, base_url AS "baseUrl", client_id AS "clientId", enabled FROM lms_settings`,
  )
  expect(settings).toEqual([
    { provider: 'canvas', baseUrl: standin.url, clientId: 'quad-demo', enabled: true },
  ])
  const vault = credentials(keys)
  const school = { schoolId: maya.schoolId, provider: 'canvas' }
  expect(await vault.get(database.db, { ...school, name: LMS_KEY_CREDENTIAL })).toEqual({
    clientSecret: DEMO_CANVAS_CLIENT.clientSecret,
  })
  const tokens = await vault.get(database.db, {
    ...school,
    userId: maya.id,
    name: LMS_TOKEN_CREDENTIAL,
  })
  const accessToken = String(tokens?.['accessToken'])
  const accounts = await rows<{ email: string; external: string }>(
    sql`SELECT u.email, a.external_user_id AS external FROM lms_accounts a JOIN users u ON u.id = a.user_id`,
  )
  expect(accounts).toEqual([{ email: 'student@demo.edu', external: tokens?.['externalUserId'] }])
  const self = await canvas(accessToken, '/api/v1/users/self')
  expect(self).toMatchObject({ name: 'Maya Patel', id: Number(tokens?.['externalUserId']) })

  // Her Canvas courses are her SIS sections this term, by course code.
  const sis = await rows<{ code: string }>(
    sql`SELECT x.course_code AS code FROM sis_enrollments e JOIN sis_sections x ON x.id = e.section_id
        WHERE e.user_id = ${maya.id} ORDER BY 1`,
  )
  const courses = (await canvas(accessToken, '/api/v1/courses?per_page=50')) as {
    id: number
    course_code: string
  }[]
  expect(courses.map((c) => c.course_code).sort()).toEqual(sis.map((s) => s.code))
  expect(courses.length).toBeGreaterThanOrEqual(4)
})

it('gives each course work graded, missed and due in the next days, and announcements', async () => {
  const tokens = await rows<{ id: number }>(sql`SELECT user_id::int AS id FROM lms_accounts`)
  const [maya] = tokens
  const [school] = await rows<{ id: number }>(sql`SELECT id FROM schools WHERE code = 'demo'`)
  const stored = await credentials(keys).get(database.db, {
    schoolId: school?.id ?? 0,
    provider: 'canvas',
    userId: maya?.id,
    name: LMS_TOKEN_CREDENTIAL,
  })
  const token = String(stored?.['accessToken'])
  const courses = (await canvas(token, '/api/v1/courses')) as { id: number }[]
  const work = (
    await Promise.all(
      courses.map(
        (course) =>
          canvas(
            token,
            `/api/v1/courses/${String(course.id)}/assignments?include[]=submission&per_page=50`,
          ) as Promise<
            { due_at: string; submission?: { workflow_state: string; missing: boolean } }[]
          >,
      ),
    )
  ).flat()
  const now = Date.now()
  const soon = work.filter((w) => {
    const due = Date.parse(w.due_at)
    return due > now && due < now + 7 * 86_400_000
  })
  expect(soon.length).toBeGreaterThanOrEqual(courses.length)
  expect(work.some((w) => w.submission?.workflow_state === 'graded')).toBe(true)
  expect(work.some((w) => w.submission?.missing)).toBe(true)
  const contexts = courses.map((c) => `context_codes[]=course_${String(c.id)}`).join('&')
  const news = (await canvas(token, `/api/v1/announcements?${contexts}`)) as unknown[]
  expect(news.length).toBeGreaterThan(0)
})

it('leaves the settings alone when the school already has its LMS', async () => {
  expect(await seedDemoLms(database.db, keys, 'http://127.0.0.1:1')).toEqual([])
  const [count] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM lms_accounts`)
  expect(count?.n).toBe(1)
})
