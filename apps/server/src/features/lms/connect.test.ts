// @engines both: the feature's route contract
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
  type LmsWorld,
  type Person,
} from '../../test/lms-connect-fixtures.ts'
import { hostOf } from '../../test/test-app.ts'
import { LMS_SYNC_JOB, LMS_SYNC_SOURCE, LMS_TOKEN_CREDENTIAL } from './names.ts'
import { OAUTH_PURPOSE } from './oauth-state.ts'

/** Issue 17, decision 048: the OAuth round trip against the Canvas stand-in, by HTTP. */
const world = useLmsWorld()

const accountOf = async (who: Person) => {
  const [row] = await world()
    .context.database.db.select()
    .from(lmsAccounts)
    .where(eq(lmsAccounts.userId, who.id))
  return row ?? null
}
const tokensOf = (w: LmsWorld, who: Person, schoolId = w.school.id) =>
  w.context.integrations.credentials.get(w.context.database.db, {
    schoolId,
    provider: 'canvas',
    userId: who.id,
    name: LMS_TOKEN_CREDENTIAL,
  })
const status = async (who: Person) =>
  AcademicStatus.parse((await who.api.get('/api/v1/academic/status')).json())

/** Connect, approve at the stand-in, follow the redirect back. */
async function roundTrip(who: Person, decision: 'authorize' | 'cancel' = 'authorize') {
  const started = await startConnect(world(), who)
  const back = await approveAuthorization(started.authorizeUrl, { email: who.email, decision })
  return {
    started,
    back,
    answer: await callback(world(), who, back, [who.cookie, started.nonceCookie]),
  }
}

describe('the round trip', () => {
  it('answers 498 with the connect address before the student connects', async () => {
    const response = await world().maya.api.get(PROBE_PATH)
    expect(response.statusCode).toBe(498)
    const body = AcademicAuthErrorBody.parse(response.json())
    expect(body.errorCode).toBe('lms_not_connected')
    expect(body.oauthURL).toBe(
      'http://la.quad.test/api/v1/integrations/lms/connect?redirect=%2Fedu',
    )
    expect(await status(world().maya)).toMatchObject({
      configured: true,
      provider: 'canvas',
      connected: false,
      revoked: false,
      connectURL: body.oauthURL,
    })
  })

  it('needs the session cookie to start', async () => {
    const response = await world().app.inject({
      url: '/api/v1/integrations/lms/connect?redirect=/edu',
      headers: { host: hostOf('la') },
    })
    expect(response.statusCode).toBe(401)
  })

  it('connects: authorize at the LMS, tokens stored, grant open, first sync queued', async () => {
    const { maya } = world()
    const { started, answer } = await roundTrip(maya)
    expect(started.response.statusCode).toBe(302)
    const authorize = new URL(started.authorizeUrl)
    expect(authorize.origin).toBe(world().standin.url)
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://la.quad.test/api/v1/integrations/lms/callback',
    )
    expect(started.nonceCookie).not.toBe('')

    expect(answer.statusCode).toBe(302)
    expect(answer.headers.location).toBe('/edu?lms=connected')
    expect(await accountOf(maya)).toMatchObject({
      externalUserId: String(maya.canvasId),
      revokedAt: null,
    })
    const tokens = await tokensOf(world(), maya)
    expect(tokens).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    })
    const jobs = await world().app.jobs.listJobs({ name: LMS_SYNC_JOB })
    expect(jobs.map((job) => job.payload)).toContainEqual({
      schoolId: world().school.id,
      userId: maya.id,
    })
    expect((await maya.api.get(PROBE_PATH)).statusCode).toBe(200)
    expect(await status(maya)).toMatchObject({ connected: true, revoked: false })
    // Never the tokens in an answer.
    expect(answer.body).not.toContain(String(tokens?.accessToken))
  })

  it('keeps the page the student came from, with its own query', async () => {
    const started = await startConnect(world(), world().theo, '/edu?tab=grades')
    const back = await approveAuthorization(started.authorizeUrl, { email: world().theo.email })
    const answer = await callback(world(), world().theo, back, [started.nonceCookie])
    expect(answer.headers.location).toBe('/edu?tab=grades&lms=connected')
  })

  it('never sends the student off the site', async () => {
    const started = await startConnect(world(), world().theo, 'https://evil.example/')
    const back = await approveAuthorization(started.authorizeUrl, { email: world().theo.email })
    const answer = await callback(world(), world().theo, back, [started.nonceCookie])
    expect(answer.headers.location).toBe('/?lms=connected')
  })
})

describe('the status', () => {
  it('says when the student last synced, and whether a later attempt failed', async () => {
    const { maya, context, school } = world()
    const db = context.database.db
    const scope = { schoolId: school.id, source: LMS_SYNC_SOURCE, userId: maya.id }
    // Never synced: a student who has not connected. (Maya's first sync, queued when she
    // connected above, runs at once on this instance.)
    expect((await status(world().sam)).sync).toEqual({
      lastSyncedAt: null,
      lastAttemptFailed: false,
    })
    await context.integrations.sync.begin(db, scope)
    await context.integrations.sync.finish(db, scope, { itemsSeen: 3, itemsChanged: 3 })
    const synced = (await status(maya)).sync
    expect(Date.parse(synced.lastSyncedAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
    expect(synced.lastAttemptFailed).toBe(false)
    await context.integrations.sync.fail(db, scope, new Error('Canvas answered 503'))
    expect((await status(maya)).sync).toEqual({ ...synced, lastAttemptFailed: true })
  })
})

describe('refusals leave no half-connected grant', () => {
  const refusedFor = async (who: Person) => {
    expect(await accountOf(who)).toBeNull()
    expect(
      await tokensOf(world(), who, who === world().sam ? world().other.id : world().school.id),
    ).toBeNull()
  }

  it('the student denies access at the LMS', async () => {
    const { answer } = await roundTrip(world().sam, 'cancel')
    expect(answer.headers.location).toBe('/edu?lms=failed&reason=denied')
    await refusedFor(world().sam)
  })

  it('a tampered state', async () => {
    const { sam } = world()
    const started = await startConnect(world(), sam)
    const back = await approveAuthorization(started.authorizeUrl, { email: sam.email })
    const state = back.searchParams.get('state') ?? ''
    back.searchParams.set('state', `${state.slice(0, -2)}xx`)
    const answer = await callback(world(), sam, back, [started.nonceCookie])
    expect(answer.headers.location).toBe('/edu?lms=failed&reason=invalid_state')
    await refusedFor(sam)
  })

  it('a state from another browser (without its nonce cookie)', async () => {
    const { sam } = world()
    const started = await startConnect(world(), sam)
    const back = await approveAuthorization(started.authorizeUrl, { email: sam.email })
    const answer = await callback(world(), sam, back, [sam.cookie, 'quad_lms_oauth=forged'])
    expect(answer.headers.location).toBe('/edu?lms=failed&reason=browser')
    await refusedFor(sam)
  })

  it('an expired state', async () => {
    const { sam, context, other } = world()
    const state = await context.integrations.links.signRevocable(
      context.database.db,
      { schoolId: other.id, purpose: OAUTH_PURPOSE, subject: `user:${String(sam.id)}` },
      { user: sam.id, redirect: '/edu', nonce: 'n1' },
      new Date(Date.now() - 1000),
    )
    const back = new URL(
      `http://lb.quad.test/api/v1/integrations/lms/callback?code=x&state=${state}`,
    )
    const answer = await callback(world(), sam, back, ['quad_lms_oauth=n1'])
    expect(answer.headers.location).toBe('/edu?lms=failed&reason=expired')
    await refusedFor(sam)
  })

  it('a replayed callback, and the nonce cookie is cleared', async () => {
    const { theo } = world()
    const { started, back, answer } = await roundTrip(theo)
    expect(answer.headers.location).toBe('/edu?lms=connected')
    const cleared = answer.cookies.find((c) => c.name === 'quad_lms_oauth')
    expect(cleared?.value).toBe('')
    const replay = await callback(world(), theo, back, [started.nonceCookie])
    expect(replay.headers.location).toBe('/edu?lms=failed&reason=used')
  })

  it('a state of one school at another school', async () => {
    const { maya, sam } = world()
    const started = await startConnect(world(), maya)
    const back = await approveAuthorization(started.authorizeUrl, { email: maya.email })
    const answer = await callback(world(), sam, back, [started.nonceCookie])
    expect(answer.headers.location).toBe('/edu?lms=failed&reason=invalid_state')
    await refusedFor(sam)
  })

  it('another student signed in in this browser since', async () => {
    const { maya, theo } = world()
    const before = await accountOf(maya)
    const started = await startConnect(world(), maya)
    const back = await approveAuthorization(started.authorizeUrl, { email: maya.email })
    const answer = await callback(world(), maya, back, [theo.cookie, started.nonceCookie])
    expect(answer.headers.location).toBe('/edu?lms=failed&reason=wrong_user')
    expect(await accountOf(maya)).toEqual(before)
  })

  it('a code the LMS does not accept', async () => {
    const { sam } = world()
    const started = await startConnect(world(), sam)
    const back = await approveAuthorization(started.authorizeUrl, { email: sam.email })
    back.searchParams.set('code', 'not-a-code')
    const answer = await callback(world(), sam, back, [started.nonceCookie])
    expect(answer.headers.location).toBe('/edu?lms=failed&reason=exchange_failed')
    await refusedFor(sam)
  })
})

describe('disconnect', () => {
  it('revokes the token at the LMS and forgets the grant', async () => {
    const { theo } = world()
    const before = await tokensOf(world(), theo)
    expect(before).not.toBeNull()
    const response = await theo.api.delete('/api/v1/integrations/lms/connection')
    expect(response.statusCode).toBe(204)
    expect(await accountOf(theo)).toBeNull()
    expect(await tokensOf(world(), theo)).toBeNull()
    const atCanvas = await fetch(`${world().standin.url}/api/v1/users/self`, {
      headers: { authorization: `Bearer ${String(before?.accessToken)}` },
    })
    expect(atCanvas.status).toBe(401)
    expect((await theo.api.get(PROBE_PATH)).statusCode).toBe(498)
    expect((await theo.api.delete('/api/v1/integrations/lms/connection')).statusCode).toBe(204)
  })
})
