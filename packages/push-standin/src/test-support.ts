import { createCipheriv, createECDH, createPrivateKey, randomBytes, sign } from 'node:crypto'
import { afterEach } from 'vitest'
import webpush, { type RequestDetails, type RequestOptions } from 'web-push'
import { contentKeys, recordNonce } from './aes128gcm.ts'
import { startPushStandin } from './server.ts'
import type { PushStandin, StandinSubscription, Urgency } from './types.ts'

export const subject = 'mailto:push@quad.example'
/** The application server's VAPID key pair, as Quad's server makes one. */
export const vapidKeys = webpush.generateVAPIDKeys()

const started: PushStandin[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((standin) => standin.close()))
})

/** A stand-in for one test, closed after it. */
export async function useStandin(): Promise<PushStandin> {
  const standin = await startPushStandin()
  started.push(standin)
  return standin
}

export interface PushOptions {
  TTL?: number
  urgency?: Urgency
  topic?: string
  keys?: { publicKey: string; privateKey: string }
}

export interface PushRequestDetails {
  endpoint: string
  headers: Record<string, string>
  body: Buffer | null
}

/** The request web-push makes for this subscription, as Quad's server will send it. */
export function pushRequest(
  subscription: StandinSubscription,
  payload: string | null,
  options: PushOptions = {},
): PushRequestDetails {
  const requestOptions: RequestOptions = {
    vapidDetails: { subject, ...(options.keys ?? vapidKeys) },
    TTL: options.TTL ?? 60,
    urgency: options.urgency,
    topic: options.topic,
  }
  const details: RequestDetails =
    payload === null
      ? webpush.generateRequestDetails(subscription, null, requestOptions)
      : webpush.generateRequestDetails(subscription, payload, requestOptions)
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch sets Content-Length from the body itself.
    if (name.toLowerCase() !== 'content-length') headers[name.toLowerCase()] = String(value)
  }
  return { endpoint: details.endpoint, headers, body: details.body }
}

/**
 * Sends a request with fetch (web-push's own sender speaks https only); `headers` entries
 * replace web-push's, and null leaves one out.
 */
export function send(
  details: PushRequestDetails,
  change: { headers?: Record<string, string | null>; body?: Buffer } = {},
): Promise<Response> {
  const headers = new Headers()
  for (const [name, value] of Object.entries({ ...details.headers, ...change.headers })) {
    if (value !== null) headers.set(name, value)
  }
  return fetch(details.endpoint, { method: 'POST', headers, body: change.body ?? details.body })
}

/** Encrypts and sends in one step: what `webpush.sendNotification` does over https. */
export function sendNotification(
  subscription: StandinSubscription,
  payload: string | null,
  options: PushOptions = {},
): Promise<Response> {
  return send(pushRequest(subscription, payload, options))
}

/** An `Authorization: vapid` header signed here, for tokens web-push would refuse to make. */
export function vapidHeader(
  claims: Record<string, unknown>,
  keys: { publicKey: string; privateKey: string } = vapidKeys,
): string {
  const point = Buffer.from(keys.publicKey, 'base64url')
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    d: keys.privateKey,
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  }
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const signed = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`
  const key = createPrivateKey({ key: jwk, format: 'jwk' })
  const signature = sign('sha256', Buffer.from(signed), { key, dsaEncoding: 'ieee-p1363' })
  return `vapid t=${signed}.${signature.toString('base64url')}, k=${keys.publicKey}`
}

/**
 * An aes128gcm body made here with records of `rs` bytes, for what web-push never sends
 * (several records, a sender key of one's choosing). Its key schedule is the stand-in's own,
 * which the RFC 8291 example and web-push's bodies check.
 */
export function encryptInRecords(
  subscription: StandinSubscription,
  plaintext: Buffer,
  options: { rs: number; senderPrivateKey?: Buffer },
): Buffer {
  const ecdh = createECDH('prime256v1')
  if (options.senderPrivateKey) ecdh.setPrivateKey(options.senderPrivateKey)
  else ecdh.generateKeys()
  const asPublic = ecdh.getPublicKey()
  const uaPublic = Buffer.from(subscription.keys.p256dh, 'base64url')
  const salt = randomBytes(16)
  const { cek, nonce } = contentKeys({
    ecdhSecret: ecdh.computeSecret(uaPublic),
    authSecret: Buffer.from(subscription.keys.auth, 'base64url'),
    uaPublic,
    asPublic,
    salt,
  })
  const dataPerRecord = options.rs - 17 // the tag and the padding delimiter take the rest
  const records: Buffer[] = []
  for (let seq = 0, offset = 0; seq === 0 || offset < plaintext.length; seq += 1) {
    const last = offset + dataPerRecord >= plaintext.length
    const data = plaintext.subarray(offset, offset + dataPerRecord)
    const cipher = createCipheriv('aes-128-gcm', cek, recordNonce(nonce, seq))
    records.push(cipher.update(Buffer.concat([data, Buffer.of(last ? 2 : 1)])), cipher.final())
    records.push(cipher.getAuthTag())
    offset += dataPerRecord
  }
  const header = Buffer.alloc(21)
  salt.copy(header)
  header.writeUInt32BE(options.rs, 16)
  header[20] = 65
  return Buffer.concat([header, asPublic, ...records])
}
