// @engines both: Web Push through real HTTP to a push service stand-in
import nodeUrl from 'node:url'
import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  base64UrlBytes,
  DeviceSessionList,
  NotificationPreferences,
  PushKey,
  PushMessage,
  PushStatus,
} from '@quad/shared'
import { retryAfterMs, vapidAuthorization } from './push-delivery.ts'
import { startPushStandin, type PushStandin, type StandinSubscription } from '@quad/push-standin'
import { pushSubscriptions } from '../../db/schema/notifications.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { connectStudents, newClientId } from '../../test/chat-fixtures.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'

/**
 * Issue 34 item 2 and its "done when": a device's subscription, a push per the matrix that
 * the stand-in decrypts with the device's keys, quiet hours, the lock screen, a gone
 * endpoint removed after one attempt, and subscriptions gone with the session or account.
 */
const ctx = useTestApp({ loginLimitPerMinute: 1000 })
const host = hostOf('push')
let school: School
let standin: PushStandin
let publicKey = ''
const people: Record<string, { id: number; uid: string; email: string }> = {}

beforeAll(async () => {
  standin = await startPushStandin()
  await ctx().app.jobs.start()
  school = await insertSchool(ctx().database.db, { code: 'push', name: 'Push University' })
  for (const name of ['maya', 'jonah', 'lena', 'omar', 'quiet', 'gone', 'busy', 'leaver']) {
    people[name] = await insertTestStudent(ctx().database, school, { email: `${name}@push.edu` })
  }
  await connectStudents(ctx(), school, who('maya'), who('jonah'))
  await connectStudents(ctx(), school, who('maya'), who('quiet'))
  await connectStudents(ctx(), school, who('maya'), who('gone'))
  await connectStudents(ctx(), school, who('maya'), who('lena'))
  await connectStudents(ctx(), school, who('maya'), who('busy'))
  // The key every device subscribes with, read as a browser would: each case stands alone.
  const key = await (await device('maya')).call('GET', '/api/v1/push/key')
  publicKey = PushKey.parse(key.json()).publicKey
}, 60_000)

afterAll(async () => {
  await standin.close()
})

const who = (name: string) => people[name] as { id: number; uid: string; email: string }

/** A signed-in device: its cookie session and the bearer token of that session. */
async function device(name: string) {
  const session = await login(ctx().app, 'push', who(name).email)
  const headers = { host, authorization: `Bearer ${session.jwt}` }
  const call = (
    method: 'GET' | 'PUT' | 'DELETE' | 'PATCH' | 'POST',
    url: string,
    payload?: object,
  ) => ctx().app.inject({ method, url, headers, ...(payload && { payload }) })
  return { ...session, call }
}
type Device = Awaited<ReturnType<typeof device>>

/** The device turns push on: the browser subscribes with Quad's key, Quad keeps it. */
async function subscribe(on: Device): Promise<StandinSubscription> {
  const subscription = standin.subscribe({ applicationServerKey: publicKey })
  const response = await on.call('PUT', '/api/v1/me/push-subscription', subscription)
  expect(response.statusCode, response.body).toBe(204)
  return subscription
}

async function sendChat(from: Device, to: string, body: string) {
  const started = await from.call('POST', '/api/v1/chat/conversations', {
    participantUids: [who(to).uid],
  })
  const conversation: { id: number } = started.json()
  const sent = await from.call(
    'POST',
    `/api/v1/chat/conversations/${String(conversation.id)}/messages`,
    {
      body,
      clientId: newClientId(),
    },
  )
  expect(sent.statusCode, sent.body).toBe(201)
  await ctx().app.outbox.drain()
  return conversation.id
}

const messageOf = (payload: string | null) => PushMessage.parse(JSON.parse(payload ?? 'null'))

describe('subscribing a device', () => {
  it('gives the one application server key, kept in the database for every instance', async () => {
    const response = await (await device('jonah')).call('GET', '/api/v1/push/key')
    expect(response.statusCode).toBe(200)
    const { publicKey: key } = PushKey.parse(response.json())
    // RFC 8292 §3.2: an uncompressed P-256 point.
    expect(base64UrlBytes(key)?.length).toBe(65)
    // The same key for every student and every read (the one kept in the database).
    expect(key).toBe(publicKey)
    const anonymous = await ctx().app.inject({ url: '/api/v1/push/key', headers: { host } })
    expect(anonymous.statusCode).toBe(401)
  })

  it('refuses keys that are not a browser subscription, naming the field', async () => {
    const maya = await device('maya')
    const good = standin.subscribe({ applicationServerKey: publicKey })
    const cases: [object, string][] = [
      [{ ...good, keys: { ...good.keys, p256dh: 'abc' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: 'not base64url!' } }, 'keys.auth'],
      [{ ...good, endpoint: 'ftp://push.example/x' }, 'endpoint'],
      [{ keys: good.keys }, 'endpoint'],
    ]
    for (const [body, field] of cases) {
      const response = await maya.call('PUT', '/api/v1/me/push-subscription', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.body).toContain(field)
    }
  })

  it('refuses an endpoint on a private network (the outbound guard)', async () => {
    const maya = await device('maya')
    const good = standin.subscribe({ applicationServerKey: publicKey })
    const response = await maya.call('PUT', '/api/v1/me/push-subscription', {
      ...good,
      endpoint: 'https://10.1.2.3/push/abc',
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toMatch(/endpoint.*private address/)
  })

  it('keeps it under this session: the status and the devices list say so', async () => {
    const maya = await device('maya')
    const subscription = await subscribe(maya)
    const status = PushStatus.parse((await maya.call('GET', '/api/v1/me/push-subscription')).json())
    expect(status).toEqual({ subscribed: true, endpoint: subscription.endpoint })
    const sessions = DeviceSessionList.parse((await maya.call('GET', '/api/v1/me/sessions')).json())
    expect(sessions.items.find((s) => s.current)?.push).toBe(true)
    expect(sessions.items.filter((s) => s.push)).toHaveLength(1)
    const off = await maya.call('DELETE', '/api/v1/me/push-subscription')
    expect(off.statusCode).toBe(204)
    expect(
      PushStatus.parse((await maya.call('GET', '/api/v1/me/push-subscription')).json()),
    ).toEqual({
      subscribed: false,
      endpoint: null,
    })
  })
})

describe('delivering', () => {
  it('pushes a chat message to each signed-in device, encrypted for it, text off the lock screen', async () => {
    const jonahPhone = await device('jonah')
    const jonahLaptop = await device('jonah')
    const phone = await subscribe(jonahPhone)
    const laptop = await subscribe(jonahLaptop)
    const maya = await device('maya')
    // The endpoint is read by WHATWG's parser only (DEP0169: url.parse() reads some URLs
    // otherwise, and web-push used it for the token's audience).
    const legacyParse = vi.spyOn(nodeUrl, 'parse')
    const conversationId = await sendChat(maya, 'jonah', 'meet at the library at 6?')
    for (const endpoint of [phone.endpoint, laptop.endpoint]) {
      const push = await standin.waitFor((p) => p.endpoint === endpoint, 10_000)
      expect(legacyParse.mock.calls.map(([read]) => read)).not.toContain(endpoint)
      const message = messageOf(push.payload)
      expect(message.notification.title).toBe('Push University')
      // Off by default: who wrote, not what (issue 34 item 2).
      expect(message.notification.body).toMatch(/sent a message/)
      expect(message.notification.body).not.toContain('library')
      expect(message.notification.navigate).toBe(`http://${host}/chat/${String(conversationId)}`)
      expect(message.user).toBe(who('jonah').uid)
      expect(push.urgency).toBe('high')
      // RFC 8292: signed for the push service's origin with Quad's key.
      expect(push.vapid.publicKey).toBe(publicKey)
      expect(push.vapid.audience).toBe(standin.origin)
    }
  })

  it('signs for the origin the push is posted to, without its default port (RFC 8292, 6454)', () => {
    const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@push.edu' }
    const claims = (endpoint: string) => {
      const token = /^vapid t=([^,]+), k=/.exec(vapidAuthorization(endpoint, keys))?.[1] ?? ''
      const payload = token.split('.')[1] ?? ''
      return JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud: string }
    }
    expect(claims('https://Push.Example:443/send/abc').aud).toBe('https://push.example')
    expect(claims('https://push.example:8443/send/abc').aud).toBe('https://push.example:8443')
  })

  it('shows the text on the lock screen once the student chooses so', async () => {
    const lena = await device('lena')
    const phone = await subscribe(lena)
    const patched = await lena.call('PATCH', '/api/v1/notifications/preferences/push', {
      lockScreenText: true,
    })
    expect(NotificationPreferences.parse(patched.json()).push.lockScreenText).toBe(true)
    await sendChat(await device('maya'), 'lena', 'the quiz moved to Friday')
    const push = await standin.waitFor((p) => p.endpoint === phone.endpoint, 10_000)
    expect(messageOf(push.payload).notification.body).toContain('the quiz moved to Friday')
    const bad = await lena.call('PATCH', '/api/v1/notifications/preferences/push', {
      lockScreenText: 'yes',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('lockScreenText')
  })

  it('counts unread notifications for the badge, and sends nothing where mobile is off', async () => {
    const omar = await device('omar')
    const phone = await subscribe(omar)
    const maya = await device('maya')
    // A connection request: in-app and mobile by default.
    const requested = await ctx().app.inject({
      method: 'POST',
      url: `/mobile_ws/v18/user_connect?student_uid=${who('omar').uid}&type=request`,
      headers: { host, cookie: maya.cookie, 'x-cg-csrf-token': maya.csrfToken },
    })
    expect(requested.json().success).toBe('true')
    await ctx().app.outbox.drain()
    const push = await standin.waitFor((p) => p.endpoint === phone.endpoint, 10_000)
    const message = messageOf(push.payload)
    expect(message.app_badge).toBe(1)
    expect(message.notification.body).toMatch(/wants to connect/)
    // Mobile off for chat: a message reaches the bell's matrix, not the phone.
    const off = await omar.call('PATCH', '/api/v1/notifications/preferences/general/chat', {
      preferences: { mobile: 'no' },
    })
    expect(off.statusCode).toBe(200)
    const accepted = await ctx().app.inject({
      method: 'POST',
      url: `/mobile_ws/v18/user_connect?student_uid=${who('maya').uid}&type=accept`,
      headers: { host, cookie: omar.cookie, 'x-cg-csrf-token': omar.csrfToken },
    })
    expect(accepted.json().success).toBe('true')
    await sendChat(maya, 'omar', 'hello')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(standin.received(phone.endpoint)).toHaveLength(1)
  })

  it('holds a push through quiet hours', async () => {
    const quiet = await device('quiet')
    const phone = await subscribe(quiet)
    // Quiet all day but this minute's end: now is inside them, wherever the clock stands.
    const now = new Date()
    const hhmm = (d: Date) => d.toISOString().slice(11, 16)
    const response = await quiet.call('PATCH', '/api/v1/notifications/preferences/email', {
      quietHours: {
        start: hhmm(new Date(now.getTime() - 60_000)),
        end: hhmm(new Date(now.getTime() - 120_000)),
      },
      timeZone: 'UTC',
    })
    expect(response.statusCode).toBe(200)
    await sendChat(await device('maya'), 'quiet', 'late night question')
    const queued = await ctx().app.jobs.listJobs({ name: 'push-delivery', state: 'created' })
    expect(
      queued.some((job) => (job.payload as { subscriptionId: number }).subscriptionId > 0),
    ).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(standin.received(phone.endpoint)).toHaveLength(0)
  })

  it('removes a gone endpoint after one attempt, and retries a busy push service', async () => {
    const gone = await device('gone')
    const phone = await subscribe(gone)
    standin.failNext(phone.endpoint, 429, 1, 1)
    const maya = await device('maya')
    await sendChat(maya, 'gone', 'first')
    // Put off by the 429's Retry-After (1 s), then delivered: one 429, one 201.
    await standin.waitFor((p) => p.endpoint === phone.endpoint, 20_000)
    expect(standin.requests(phone.endpoint).map((r) => r.status)).toEqual([429, 201])
    standin.expire(phone.endpoint, 410)
    await sendChat(maya, 'gone', 'second')
    await expect
      .poll(async () => rowsOf('gone'), { timeout: 10_000, interval: 100 })
      .toHaveLength(0)
    expect(standin.requests(phone.endpoint).map((r) => r.status)).toEqual([429, 201, 410])
  })
})

describe('a busy push service', () => {
  it('waits as long as its Retry-After says before trying again', async () => {
    const busy = await device('busy')
    const phone = await subscribe(busy)
    const retryAfterSeconds = 2
    standin.failNext(phone.endpoint, 503, 1, retryAfterSeconds)
    await sendChat(await device('maya'), 'busy', 'later, please')
    await standin.waitFor((p) => p.endpoint === phone.endpoint, 30_000)
    const [refused, delivered] = standin.requests(phone.endpoint)
    expect([refused?.status, delivered?.status]).toEqual([503, 201])
    const waited = (delivered?.at.getTime() ?? 0) - (refused?.at.getTime() ?? 0)
    expect(waited).toBeGreaterThanOrEqual(retryAfterSeconds * 1000)
    // And not pg-boss's own backoff (2-4 s for the first retry, a poll later on PGlite): the
    // refused job ended without a retry, and the push came back as a job of its own, put off
    // once by the service's Retry-After.
    const [subscription] = await rowsOf('busy')
    const jobs = (await ctx().app.jobs.listJobs({ name: 'push-delivery' }))
      .filter(
        (job) => (job.payload as { subscriptionId: number }).subscriptionId === subscription?.id,
      )
      .reverse()
    expect(
      jobs.map((job) => ({
        deferrals: (job.payload as { deferrals?: number }).deferrals ?? 0,
        retryCount: job.retryCount,
      })),
    ).toEqual([
      { deferrals: 0, retryCount: 0 },
      { deferrals: 1, retryCount: 0 },
    ])
    expect(jobs[0]?.state).toBe('completed')
  })

  it('reads Retry-After as seconds or an HTTP date, within an hour', () => {
    const now = new Date('2026-11-26T12:00:00Z')
    expect(retryAfterMs('120', now)).toBe(120_000)
    expect(retryAfterMs('Thu, 26 Nov 2026 12:00:30 GMT', now)).toBe(30_000)
    expect(retryAfterMs('Thu, 26 Nov 2026 11:00:00 GMT', now)).toBe(0)
    expect(retryAfterMs('86400', now)).toBe(3_600_000)
    expect(retryAfterMs('soon', now)).toBeNull()
    expect(retryAfterMs(null, now)).toBeNull()
  })
})

const rowsOf = (name: string) =>
  ctx()
    .database.db.select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, who(name).id))

describe('ending', () => {
  it('removes the device on sign-out, and every device on signing out everywhere', async () => {
    const first = await device('leaver')
    const second = await device('leaver')
    const third = await device('leaver')
    await subscribe(first)
    await subscribe(second)
    await subscribe(third)
    expect(await rowsOf('leaver')).toHaveLength(3)
    const out = await ctx().app.inject({
      method: 'POST',
      url: '/mobile_ws/v18/logout',
      headers: { host, cookie: first.cookie, 'x-cg-csrf-token': first.csrfToken },
    })
    expect(out.statusCode).toBe(204)
    expect(await rowsOf('leaver')).toHaveLength(2)
    const everywhere = await second.call('DELETE', '/api/v1/me/sessions?others=true')
    expect(everywhere.statusCode).toBe(200)
    expect(await rowsOf('leaver')).toHaveLength(1)
  })
})
