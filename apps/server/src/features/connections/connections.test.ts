// @engines both: the state machine under concurrency; the feature's route contract
import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { notifications } from '../../db/schema/notifications.ts'
import { schools } from '../../platform/db/schema.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'

const ctx = useTestApp()
type Student = { uid: string; email: string; id: number; cookie: string; csrf: string }
let alpha: School
const students: Student[] = []

async function student(school: School, code: string): Promise<Student> {
  const s = await insertTestStudent(ctx().database, school)
  const { cookie, csrfToken } = await login(ctx().app, code, s.email)
  return { uid: s.uid, email: s.email, id: s.id, cookie, csrf: csrfToken }
}

beforeAll(async () => {
  alpha = await insertSchool(ctx().database.db, { code: 'alpha', name: 'Alpha' })
  for (let i = 0; i < 8; i++) students.push(await student(alpha, 'alpha'))
})

function at(i: number): Student {
  const s = students[i]
  if (!s) throw new Error(`no student ${i}`)
  return s
}

async function act(
  from: Student,
  to: Student | string,
  type: string,
  options: { method?: 'GET' | 'POST'; csrf?: string | null; school?: string; note?: string } = {},
) {
  const uid = typeof to === 'string' ? to : to.uid
  const note = options.note ? `&note=${encodeURIComponent(options.note)}` : ''
  const csrf = options.csrf === undefined ? from.csrf : options.csrf
  const response = await ctx().app.inject({
    method: options.method ?? 'POST',
    url: `/mobile_ws/v18/user_connect?student_uid=${uid}&type=${type}${note}`,
    headers: {
      host: hostOf(options.school ?? 'alpha'),
      cookie: from.cookie,
      ...(csrf && { 'x-cg-csrf-token': csrf }),
    },
  })
  return response
}
const ok = async (from: Student, to: Student, type: string) => {
  const body = (await act(from, to, type)).json()
  expect(body.success, JSON.stringify(body)).toBe('true')
  // What it raised (connection.requested / .accepted) is delivered after the commit.
  await ctx().app.outbox.drain()
  return body.connectionStatus as number
}
const refused = async (from: Student, to: Student, type: string) => {
  const body = (await act(from, to, type)).json()
  expect(body.success).toBe('false')
  expect(body.message).toBeTypeOf('string')
  return body.connectionStatus as number
}

describe('user_connect over HTTP', () => {
  it('walks request → accept → disconnect, with the status from each side', async () => {
    const [a, b] = [at(0), at(1)]
    expect(await ok(a, b, 'request')).toBe(2)
    expect(await refused(a, b, 'request')).toBe(2)
    expect(await refused(a, b, 'accept')).toBe(2)
    expect(await ok(b, a, 'accept')).toBe(1)
    expect(await refused(b, a, 'accept')).toBe(1)
    expect(await ok(a, b, 'disconnect')).toBe(0)
    expect(await refused(a, b, 'disconnect')).toBe(0)
  })

  it('rejects and cancels pending requests', async () => {
    const [a, b] = [at(2), at(3)]
    await ok(a, b, 'request')
    expect(await ok(b, a, 'reject')).toBe(0)
    // The one who declined may still ask; the one declined waits (the cooldown tests).
    await ok(b, a, 'request')
    expect(await refused(a, b, 'cancel')).toBe(3)
    expect(await ok(b, a, 'cancel')).toBe(0)
  })

  it('refuses acting on oneself, unknown and other-school students', async () => {
    const a = at(0)
    expect((await act(a, a, 'request')).json()).toMatchObject({
      success: 'false',
      connectionStatus: -1,
    })
    expect((await act(a, 'nobody', 'request')).json()).toMatchObject({
      success: 'false',
      connectionStatus: 0,
    })
    const beta = await insertSchool(ctx().database.db, { code: 'beta', name: 'Beta' })
    const outsider = await student(beta, 'beta')
    expect((await act(a, outsider, 'request')).json().success).toBe('false')
  })

  it('honours GET only with the CSRF header, and names bad input', async () => {
    const [a, b] = [at(4), at(5)]
    expect((await act(a, b, 'request', { method: 'GET', csrf: null })).statusCode).toBe(403)
    expect((await act(a, b, 'request', { method: 'POST', csrf: null })).statusCode).toBe(403)
    const bad = await act(a, b, 'befriend')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.issues[0].path).toBe('querystring.type')
    expect((await act(a, b, 'request', { method: 'GET' })).json().connectionStatus).toBe(2)
    await ok(a, b, 'cancel')
  })

  it('notifies the other student of a request (with its note) and an acceptance', async () => {
    const [a, b] = [at(6), at(7)]
    expect((await act(a, b, 'request', { note: 'Hi from chem lab!' })).json().success).toBe('true')
    const seen = await ctx().app.inject({
      url: `/mobile_ws/v18/user_profile?uid=${a.uid}`,
      headers: { host: hostOf('alpha'), cookie: b.cookie },
    })
    expect(seen.json().data).toMatchObject({
      connectionStatus: 3,
      connectionNote: 'Hi from chem lab!',
    })
    await ok(b, a, 'accept')
    const rows = await ctx()
      .database.db.select({
        userId: notifications.userId,
        type: notifications.type,
        payload: notifications.payload,
      })
      .from(notifications)
      .where(and(eq(notifications.schoolId, alpha.id), eq(notifications.actorId, a.id)))
    expect(rows).toEqual([
      { userId: b.id, type: 'connection_request', payload: { note: 'Hi from chem lab!' } },
    ])
    const back = await ctx()
      .database.db.select()
      .from(notifications)
      .where(eq(notifications.actorId, b.id))
    expect(back.map((n) => [n.userId, n.type])).toEqual([[a.id, 'connection_accepted']])
    await ok(a, b, 'disconnect')
  })

  it('ends connected, never crossed, when two students ask each other at once (repeated)', async () => {
    const [a, b] = [at(0), at(1)]
    for (let round = 0; round < 10; round++) {
      const [x, y] = await Promise.all([act(a, b, 'request'), act(b, a, 'request')])
      const statuses = [x.json().connectionStatus, y.json().connectionStatus].sort()
      // One asked (2), the other met the request and accepted it (1): both end connected.
      expect(statuses).toEqual([1, 2])
      const pair = await ctx().database.db.execute<{ n: number; accepted: number }>(sql`
        SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'accepted')::int AS accepted
        FROM connections WHERE least(requester_id, addressee_id) = least(${a.id}::bigint, ${b.id}::bigint)
          AND greatest(requester_id, addressee_id) = greatest(${a.id}::bigint, ${b.id}::bigint)`)
      expect(pair.rows[0]).toEqual({ n: 1, accepted: 1 })
      await ok(a, b, 'disconnect')
      // Ten rounds in a row would be a loop the cooldown stops: a day passes each time.
      await dayPasses()
    }
  })

  it('refuses new connections when the school turns connect off (spec 4)', async () => {
    const [a, b] = [at(2), at(3)]
    await ctx()
      .database.db.update(schools)
      .set({ connectEnabled: false })
      .where(eq(schools.id, alpha.id))
    const { connect } = await import('./connect.service.ts')
    const off = { ...alpha, connectEnabled: false }
    const outcome = await connect(
      ctx().database.db,
      ctx().app.outbox,
      off,
      a.id,
      b.uid,
      'request',
      null,
    )
    expect(outcome).toMatchObject({
      ok: false,
      status: 0,
      message: 'Connections are turned off at this school.',
    })
    await ctx()
      .database.db.update(schools)
      .set({ connectEnabled: true })
      .where(eq(schools.id, alpha.id))
  })
})

/** Moves every logged request and decline a day into the past (the cooldown's clock). */
async function dayPasses() {
  await ctx().database.db.execute(
    sql`UPDATE connection_request_log SET sent_at = sent_at - interval '24 hours',
          declined_at = declined_at - interval '24 hours'`,
  )
}

describe('per-pair cooldown (issue 12)', () => {
  const retryAt = (body: { retryAt?: string }) => Date.parse(body.retryAt ?? '')

  it('makes a declined student wait a day before asking the same person again', async () => {
    const [a, b] = [at(0), at(6)]
    await ok(a, b, 'request')
    const declinedAt = Date.now()
    await ok(b, a, 'reject')
    const body = (await act(a, b, 'request')).json()
    expect(body).toMatchObject({ success: 'false', connectionStatus: 0 })
    // Says when, in the spec's refusal shape: 24 hours after the decline.
    expect(body.message).toMatch(/^.+ declined your request\. You can ask again after /)
    expect(retryAt(body) - declinedAt).toBeGreaterThan(23.9 * 3600_000)
    expect(retryAt(body) - declinedAt).toBeLessThan(24.1 * 3600_000)
    expect(body.message).toContain(new Date(retryAt(body)).toISOString().slice(0, 10))
    // Only toward that person: the decliner may still ask, and others may be asked.
    expect(await ok(a, at(7), 'request')).toBe(2)
    await ok(a, at(7), 'cancel')
    await dayPasses()
    expect(await ok(a, b, 'request')).toBe(2)
    await ok(a, b, 'cancel')
    await dayPasses()
  })

  it('lets a student ask the same person three times a day, then says when to try again', async () => {
    const [a, b] = [at(1), at(6)]
    const firstAt = Date.now()
    for (let round = 0; round < 3; round++) {
      await ok(a, b, 'request')
      // A slip is undone at once: the first removals cost nothing.
      await ok(a, b, 'cancel')
    }
    const body = (await act(a, b, 'request')).json()
    expect(body.success).toBe('false')
    expect(body.message).toMatch(/You have asked .+ 3 times today\. You can ask again after /)
    expect(retryAt(body) - firstAt).toBeGreaterThan(23.9 * 3600_000)
    expect(retryAt(body) - firstAt).toBeLessThan(24.1 * 3600_000)
    // The refusal is not counted, and the other may still ask (and be accepted).
    expect(await ok(b, a, 'request')).toBe(2)
    expect(await ok(a, b, 'accept')).toBe(1)
    await ok(a, b, 'disconnect')
    await dayPasses()
    expect(await ok(a, b, 'request')).toBe(2)
    await ok(a, b, 'cancel')
    await dayPasses()
  })
})

describe('blocking', () => {
  it('ends the connection, stops requests and hides the blocker from the blocked student', async () => {
    const [a, b] = [at(4), at(5)]
    await ok(a, b, 'request')
    await ok(b, a, 'accept')
    const block = await ctx().app.inject({
      method: 'POST',
      url: '/mobile_ws/v18/blocks',
      headers: { host: hostOf('alpha'), cookie: a.cookie, 'x-cg-csrf-token': a.csrf },
      payload: { uid: b.uid },
    })
    expect(block.statusCode).toBe(204)
    expect((await act(b, a, 'request')).json()).toMatchObject({
      success: 'false',
      connectionStatus: 0,
    })
    expect((await act(a, b, 'request')).json().success).toBe('false')
    const search = await ctx().app.inject({
      url: `/mobile_ws/v18/mobile_people?range=0&limit=50`,
      headers: { host: hostOf('alpha'), cookie: b.cookie },
    })
    const uids = search.json()[0].people.map((p: { uid: string }) => p.uid)
    expect(uids).not.toContain(a.uid)
    const profile = await ctx().app.inject({
      url: `/mobile_ws/v18/user_profile?uid=${a.uid}`,
      headers: { host: hostOf('alpha'), cookie: b.cookie },
    })
    expect(profile.json()).toEqual({ data: null })
    const list = await ctx().app.inject({
      url: '/mobile_ws/v18/blocks',
      headers: { host: hostOf('alpha'), cookie: a.cookie },
    })
    expect(list.json().items.map((i: { uid: string }) => i.uid)).toEqual([b.uid])
    const unblock = await ctx().app.inject({
      method: 'DELETE',
      url: `/mobile_ws/v18/blocks/${b.uid}`,
      headers: { host: hostOf('alpha'), cookie: a.cookie, 'x-cg-csrf-token': a.csrf },
    })
    expect(unblock.statusCode).toBe(204)
    expect(await ok(b, a, 'request')).toBe(2)
    await ok(b, a, 'cancel')
  })
})
