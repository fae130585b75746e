// @engines both: two refreshes at once (row locks)
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { approveAuthorization } from '@quad/canvas-standin'
import { AcademicAuthErrorBody, AcademicStatus } from '@quad/shared'
import { lmsAccounts } from '../../db/schema/lms.ts'
import {
  callback,
  PROBE_PATH,
  startConnect,
  useLmsWorld,
  type Person,
} from '../../test/lms-connect-fixtures.ts'
import { LmsGrantError } from './lms-provider.ts'
import { readTokens, studentLmsClient } from './lms-tokens.ts'
import { LMS_SYNC_JOB, type StoredLmsTokens } from './names.ts'

/** Issue 17, decision 048: the student's tokens: refresh, the revoked grant, the 498. */
const world = useLmsWorld()

async function connect(who: Person) {
  const started = await startConnect(world(), who)
  const back = await approveAuthorization(started.authorizeUrl, { email: who.email })
  const answer = await callback(world(), who, back, [who.cookie, started.nonceCookie])
  expect(answer.headers.location).toBe('/edu?lms=connected')
  // The first sync, queued by the connection, starts at once on this instance (decision 022):
  // it is over before a test changes the stored tokens under it.
  await expect
    .poll(async () => {
      const jobs = await world().app.jobs.listJobs({ name: LMS_SYNC_JOB })
      const states = jobs
        .filter((job) => (job.payload as { userId?: number }).userId === who.id)
        .map((job) => job.state)
      return states.length > 0 && states.every((state) => state === 'completed')
    })
    .toBe(true)
}

const studentOf = (who: Person) => ({ schoolId: world().school.id, userId: who.id })
const client = (who: Person) =>
  studentLmsClient(world().context, world().context.database.db, studentOf(who))
const stored = async (who: Person) => {
  const tokens = await readTokens(
    world().context,
    world().context.database.db,
    studentOf(who),
    'canvas',
  )
  if (!tokens) throw new Error('no tokens stored')
  return tokens
}
/** What the LMS says about the token Quad holds. */
const canvasAccepts = async (tokens: StoredLmsTokens) =>
  (
    await fetch(`${world().standin.url}/api/v1/users/self`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    })
  ).status === 200

describe('studentLmsClient', () => {
  it('reads the LMS with the stored token', async () => {
    const { maya, standin } = world()
    await connect(maya)
    const course = standin.addCourse({ name: 'Poetry', courseCode: 'ENG 210' })
    standin.enroll(maya.canvasId, course.id, { type: 'StudentEnrollment' })
    const courses = await (await client(maya)).courses()
    expect(courses.map((c) => c.name)).toEqual(['Poetry'])
  })

  it('refreshes a token about to expire first, keeping the refresh token', async () => {
    const { maya, context } = world()
    const before = await stored(maya)
    const ref = {
      schoolId: world().school.id,
      provider: 'canvas',
      userId: maya.id,
      name: 'oauth',
    }
    await context.integrations.credentials.put(context.database.db, ref, {
      ...before,
      expiresAt: new Date(Date.now() + 30_000).toISOString(),
    })
    await (await client(maya)).courses()
    const after = await stored(maya)
    expect(after.accessToken).not.toBe(before.accessToken)
    expect(after.refreshToken).toBe(before.refreshToken)
    expect(Date.parse(after.expiresAt ?? '')).toBeGreaterThan(Date.now() + 60_000)
    expect(await canvasAccepts(after)).toBe(true)
  })

  it('refreshes once and retries when the LMS refuses an expired token', async () => {
    const { maya, standin } = world()
    const before = await stored(maya)
    standin.expireAccessTokens()
    expect(await canvasAccepts(before)).toBe(false)
    const courses = await (await client(maya)).courses()
    expect(courses).toHaveLength(1)
    const after = await stored(maya)
    expect(after.accessToken).not.toBe(before.accessToken)
    expect(await canvasAccepts(after)).toBe(true)
  })

  it('two refreshes at once keep a working token', async () => {
    const { maya, standin } = world()
    standin.expireAccessTokens()
    const [a, b] = await Promise.all([client(maya), client(maya)])
    const answers = await Promise.all([a.courses(), b.courses()])
    expect(answers.map((courses) => courses.length)).toEqual([1, 1])
    expect(await canvasAccepts(await stored(maya))).toBe(true)
    expect(await (await client(maya)).courses()).toHaveLength(1)
  })

  it('a revoked grant: revoked_at set, LmsGrantError, then 498 and "Reconnect"', async () => {
    const { maya, standin, context } = world()
    standin.revokeTokensOf(maya.canvasId)
    const lms = await client(maya)
    await expect(lms.courses()).rejects.toBeInstanceOf(LmsGrantError)
    const [account] = await context.database.db
      .select()
      .from(lmsAccounts)
      .where(eq(lmsAccounts.userId, maya.id))
    expect(account?.revokedAt).toBeInstanceOf(Date)
    expect(account?.revokedReason).toEqual(expect.any(String))

    const response = await maya.api.get(PROBE_PATH)
    expect(response.statusCode).toBe(498)
    expect(AcademicAuthErrorBody.parse(response.json())).toMatchObject({
      errorCode: 'lms_grant_revoked',
      oauthURL: 'http://la.quad.test/api/v1/integrations/lms/connect?redirect=%2Fedu',
    })
    const status = AcademicStatus.parse((await maya.api.get('/api/v1/academic/status')).json())
    expect(status).toMatchObject({ connected: false, revoked: true })
    await expect(client(maya)).rejects.toBeInstanceOf(LmsGrantError)
  })

  it('reconnecting clears the revocation', async () => {
    const { maya } = world()
    await connect(maya)
    expect((await maya.api.get(PROBE_PATH)).statusCode).toBe(200)
    expect(await (await client(maya)).courses()).toHaveLength(1)
  })

  it('a student who never connected has no client', async () => {
    await expect(client(world().theo)).rejects.toBeInstanceOf(LmsGrantError)
  })
})
