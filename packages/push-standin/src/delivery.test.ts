import { describe, expect, it } from 'vitest'
import {
  encryptInRecords,
  pushRequest,
  send,
  sendNotification,
  subject,
  useStandin,
  vapidKeys,
} from './test-support.ts'

describe('accepted push messages (RFC 8030 §5)', () => {
  it('answers 201 with the message’s Location and TTL, and decrypts what web-push sent', async () => {
    const standin = await useStandin()
    const subscription = standin.subscribe()
    const before = Date.now()
    const response = await sendNotification(subscription, 'Your lab moved to room 204', {
      TTL: 3600,
    })
    expect(response.status).toBe(201)
    const [push, ...others] = standin.received()
    expect(others).toEqual([])
    expect(response.headers.get('location')).toBe(`/message/${push?.id ?? '?'}`)
    expect(response.headers.get('ttl')).toBe('3600')
    expect(push).toMatchObject({
      endpoint: subscription.endpoint,
      ttl: 3600,
      urgency: 'normal',
      topic: null,
      payload: 'Your lab moved to room 204',
      replaced: false,
      vapid: { subject, audience: standin.origin, publicKey: vapidKeys.publicKey },
    })
    // web-push signs for 12 hours.
    const expires = push?.vapid.expires.getTime() ?? 0
    expect(expires).toBeGreaterThan(before + 11 * 3600_000)
    expect(expires).toBeLessThanOrEqual(Date.now() + 12 * 3600_000)
  })

  it('decrypts multi-byte UTF-8 text intact', async () => {
    const standin = await useStandin()
    const subscription = standin.subscribe()
    const text = 'Café ☕ at 3 — 日本語クラブ 🎉 Zoë'
    expect((await sendNotification(subscription, text)).status).toBe(201)
    expect(standin.received()[0]?.payload).toBe(text)
  })

  it('decrypts a payload near 3,000 bytes, and one of 3,993 (a 4,096-byte body)', async () => {
    const standin = await useStandin()
    const subscription = standin.subscribe()
    const json = JSON.stringify({ title: 'Digest', body: 'x'.repeat(2950) })
    const largest = 'y'.repeat(3993)
    expect((await sendNotification(subscription, json)).status).toBe(201)
    const details = pushRequest(subscription, largest)
    expect(details.body?.length).toBe(4096)
    expect((await send(details)).status).toBe(201)
    expect(standin.received().map((push) => push.payload)).toEqual([json, largest])
  })

  it('takes an empty body as a push without payload', async () => {
    const standin = await useStandin()
    const subscription = standin.subscribe()
    const response = await sendNotification(subscription, null)
    expect(response.status).toBe(201)
    expect(standin.received()).toMatchObject([{ payload: null }])
  })

  it('records Urgency and Topic, and marks an older message of the same Topic replaced (§5.4)', async () => {
    const standin = await useStandin()
    const [maya, theo] = [standin.subscribe(), standin.subscribe()]
    await sendNotification(maya, 'unread: 1', { topic: 'unread', urgency: 'low' })
    await sendNotification(theo, 'unread: 5', { topic: 'unread' })
    await sendNotification(maya, 'class cancelled', { topic: 'cal', urgency: 'high' })
    await sendNotification(maya, 'unread: 2', { topic: 'unread', urgency: 'very-low' })
    expect(
      standin.received(maya.endpoint).map(({ payload, urgency, topic, replaced }) => ({
        payload,
        urgency,
        topic,
        replaced,
      })),
    ).toEqual([
      { payload: 'unread: 1', urgency: 'low', topic: 'unread', replaced: true },
      { payload: 'class cancelled', urgency: 'high', topic: 'cal', replaced: false },
      { payload: 'unread: 2', urgency: 'very-low', topic: 'unread', replaced: false },
    ])
    expect(standin.received(theo.endpoint)).toMatchObject([{ replaced: false }])
    expect(standin.received()).toHaveLength(4)
  })

  it('decrypts a message of several records, and refuses one cut after a record (RFC 8188 §2)', async () => {
    const standin = await useStandin()
    const subscription = standin.subscribe()
    const text = 'A message long enough to take four records of 40 bytes each, in order.'
    const body = encryptInRecords(subscription, Buffer.from(text), { rs: 40 })
    // Three records of 40 bytes, and a shorter last one.
    expect(body.length).toBeGreaterThan(86 + 3 * 40)
    expect(body.length).toBeLessThan(86 + 4 * 40)
    const details = pushRequest(subscription, 'placeholder')
    expect((await send(details, { body })).status).toBe(201)
    expect(standin.received()[0]?.payload).toBe(text)

    const truncated = await send(details, { body: body.subarray(0, 86 + 2 * 40) })
    expect(truncated.status).toBe(400)
    expect(await truncated.text()).toMatch(/record 1 does not end with padding delimiter 2/)
    expect(standin.received()).toHaveLength(1)
  })

  it('keeps each subscription’s messages apart', async () => {
    const standin = await useStandin()
    const [a, b] = [standin.subscribe(), standin.subscribe()]
    expect(a.endpoint).not.toBe(b.endpoint)
    expect(a.endpoint).toMatch(new RegExp(`^${standin.origin}/push/[A-Za-z0-9_-]{32}$`))
    expect(Buffer.from(a.keys.p256dh, 'base64url')).toHaveLength(65)
    expect(Buffer.from(a.keys.auth, 'base64url')).toHaveLength(16)
    await sendNotification(a, 'for a')
    await sendNotification(b, 'for b')
    expect(standin.received(a.endpoint).map((push) => push.payload)).toEqual(['for a'])
    expect(standin.received(b.endpoint).map((push) => push.payload)).toEqual(['for b'])
  })
})
