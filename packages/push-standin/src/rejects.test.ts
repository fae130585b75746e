import { describe, expect, it } from 'vitest'
import webpush from 'web-push'
import type { PushStandin } from './types.ts'
import {
  encryptInRecords,
  pushRequest,
  send,
  subject,
  useStandin,
  vapidHeader,
  vapidKeys,
  type PushRequestDetails,
} from './test-support.ts'

const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds

/** A stand-in with one subscription and web-push's request for it, ready to alter. */
async function oneRequest(payload = 'hello'): Promise<{
  standin: PushStandin
  details: PushRequestDetails
}> {
  const standin = await useStandin()
  return { standin, details: pushRequest(standin.subscribe(), payload) }
}

/** Sends the altered request and checks the refusal: status, reason, and nothing received. */
async function expectRefused(
  standin: PushStandin,
  response: Promise<Response>,
  status: number,
  reason: RegExp,
): Promise<Response> {
  const answered = await response
  expect(answered.status).toBe(status)
  expect(await answered.text()).toMatch(reason)
  expect(standin.received()).toEqual([])
  expect(standin.requests().at(-1)).toMatchObject({ status, reason: expect.stringMatching(reason) })
  return answered
}

describe('refused push requests', () => {
  it('400 without TTL (RFC 8030 §5.2)', async () => {
    const { standin, details } = await oneRequest()
    await expectRefused(standin, send(details, { headers: { ttl: null } }), 400, /TTL .*missing/)
  })

  it.each(['-1', 'soon', '1.5', '60, 60'])('400 for TTL %j', async (ttl) => {
    const { standin, details } = await oneRequest()
    await expectRefused(standin, send(details, { headers: { ttl } }), 400, /not a non-negative/)
  })

  it.each(['urgent', 'HIGH', 'low, high'])(
    '400 for Urgency %j (RFC 8030 §5.3)',
    async (urgency) => {
      const { standin, details } = await oneRequest()
      await expectRefused(standin, send(details, { headers: { urgency } }), 400, /Urgency/)
    },
  )

  it.each(['a'.repeat(33), 'has space', 'dot.ted'])(
    '400 for Topic %j (RFC 8030 §5.4)',
    async (topic) => {
      const { standin, details } = await oneRequest()
      await expectRefused(standin, send(details, { headers: { topic } }), 400, /Topic/)
    },
  )

  it('404 for an endpoint no subscription has, and for a path that is no push resource', async () => {
    const { standin, details } = await oneRequest()
    const endpoint = `${standin.origin}/push/nobody-subscribed-here`
    await expectRefused(standin, send({ ...details, endpoint }), 404, /no subscription/)
    expect((await fetch(`${standin.origin}/elsewhere`, { method: 'POST' })).status).toBe(404)
  })

  it('405 for another method than POST', async () => {
    const { standin, details } = await oneRequest()
    const response = await fetch(details.endpoint)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(standin.requests()).toMatchObject([{ endpoint: details.endpoint, status: 405 }])
  })

  it('413 for a body over 4096 bytes (RFC 8030 §7.2)', async () => {
    const { standin, details } = await oneRequest('z'.repeat(3994))
    expect(details.body?.length).toBe(4097)
    await expectRefused(standin, send(details), 413, /4097 bytes is over 4096/)
  })

  it.each([
    ['aesgcm', 'aesgcm'],
    ['missing', null],
  ])('415 for Content-Encoding %s (RFC 8291 §4)', async (_name, encoding) => {
    const { standin, details } = await oneRequest()
    const response = send(details, { headers: { 'content-encoding': encoding } })
    await expectRefused(standin, response, 415, /is not aes128gcm/)
  })

  it('400 for a ciphertext altered in transit, recorded with the reason', async () => {
    const { standin, details } = await oneRequest()
    const body = Buffer.from(details.body ?? [])
    body[body.length - 20] = (body[body.length - 20] ?? 0) ^ 0x01
    await expectRefused(standin, send(details, { body }), 400, /does not decrypt/)
  })

  it('400 for a body encrypted to another subscription’s keys', async () => {
    const standin = await useStandin()
    const [mine, theirs] = [standin.subscribe(), standin.subscribe()]
    const details = pushRequest(mine, 'hello')
    const body = pushRequest(theirs, 'hello').body ?? undefined
    await expectRefused(standin, send(details, { body }), 400, /does not decrypt/)
  })

  it('400 when the VAPID key is also the ECDH key (RFC 8292 §3.2)', async () => {
    const standin = await useStandin()
    const sub = standin.subscribe()
    const senderPrivateKey = Buffer.from(vapidKeys.privateKey, 'base64url')
    const body = encryptInRecords(sub, Buffer.from('hi'), { rs: 4096, senderPrivateKey })
    await expectRefused(standin, send(pushRequest(sub, 'hi'), { body }), 400, /also the ECDH key/)
  })
})

describe('VAPID (RFC 8292)', () => {
  const claims = (standin: PushStandin) => ({
    aud: standin.origin,
    exp: inSeconds(600),
    sub: subject,
  })

  it('401 without Authorization, naming the vapid scheme', async () => {
    const { standin, details } = await oneRequest()
    const response = send(details, { headers: { authorization: null } })
    const answered = await expectRefused(standin, response, 401, /no "vapid" Authorization/)
    expect(answered.headers.get('www-authenticate')).toBe('vapid')
  })

  it('takes a token signed here with node:crypto (the checks below differ in one claim)', async () => {
    const { standin, details } = await oneRequest()
    const response = await send(details, {
      headers: { authorization: vapidHeader(claims(standin)) },
    })
    expect(response.status).toBe(201)
  })

  it('401 for a signature that does not verify', async () => {
    const { standin, details } = await oneRequest()
    const authorization = (details.headers.authorization ?? '').replace(
      /(t=[^.]+\.[^.]+\.)(.)/,
      (_match, signed: string, first: string) => `${signed}${first === 'A' ? 'B' : 'A'}`,
    )
    const response = send(details, { headers: { authorization } })
    await expectRefused(standin, response, 401, /signature does not verify/)
  })

  it('401 for a token signed by another key than k', async () => {
    const { standin, details } = await oneRequest()
    const other = webpush.generateVAPIDKeys()
    const authorization = vapidHeader(claims(standin), other).replace(
      other.publicKey,
      vapidKeys.publicKey,
    )
    await expectRefused(standin, send(details, { headers: { authorization } }), 401, /signature/)
  })

  it('401 for an expired token, and one made for more than 24 hours', async () => {
    const { standin, details } = await oneRequest()
    const expired = vapidHeader({ ...claims(standin), exp: inSeconds(-60) })
    await expectRefused(
      standin,
      send(details, { headers: { authorization: expired } }),
      401,
      /expired/,
    )
    const tooLong = vapidHeader({ ...claims(standin), exp: inSeconds(25 * 3600) })
    await expectRefused(
      standin,
      send(details, { headers: { authorization: tooLong } }),
      401,
      /24 hours/,
    )
  })

  it('401 for a token for another push service (aud), as web-push makes it', async () => {
    const { standin, details } = await oneRequest()
    const other = webpush.getVapidHeaders(
      'https://fcm.googleapis.com',
      subject,
      vapidKeys.publicKey,
      vapidKeys.privateKey,
      'aes128gcm',
    )
    const response = send(details, { headers: { authorization: other.Authorization } })
    await expectRefused(standin, response, 401, /aud "https:\/\/fcm.googleapis.com" is not/)
  })

  it('401 for a sub that is not a mailto: or https: URI', async () => {
    const { standin, details } = await oneRequest()
    const authorization = vapidHeader({ ...claims(standin), sub: 'http://quad.example' })
    await expectRefused(standin, send(details, { headers: { authorization } }), 401, /sub is not/)
  })

  it('403 for another key than the applicationServerKey the subscription was made with', async () => {
    const standin = await useStandin()
    const subscription = standin.subscribe({ applicationServerKey: vapidKeys.publicKey })
    const other = webpush.generateVAPIDKeys()
    const refused = send(pushRequest(subscription, 'hi', { keys: other }))
    await expectRefused(standin, refused, 403, /applicationServerKey/)
    expect((await send(pushRequest(subscription, 'hi'))).status).toBe(201)
  })
})
