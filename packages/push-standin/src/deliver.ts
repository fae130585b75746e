/** A request for push message delivery to a known subscription (RFC 8030 §5), judged. */
import { randomBytes } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { decryptPushMessage } from './aes128gcm.ts'
import { readDeliveryHeaders } from './delivery-headers.ts'
import type { StandinState, Subscription } from './state.ts'
import type { ReceivedPush } from './types.ts'
import { checkVapid } from './vapid.ts'

/** RFC 8030 §7.2: a push service may refuse a larger body with 413, and no smaller one. */
export const maxBodyBytes = 4096
/** Where the sender's ECDH key (keyid) sits in an aes128gcm body (RFC 8188 §2.1). */
const keyidStart = 21

export interface PushRequest {
  headers: IncomingHttpHeaders
  /** The body, or its first bytes when it is over maxBodyBytes. */
  body: Buffer
  /** The body's whole length. */
  size: number
  now: Date
}

export interface Answer {
  status: number
  /** Why it was refused; null for a 201. */
  reason: string | null
  headers: Record<string, string>
  push?: ReceivedPush
}

const refuse = (status: number, reason: string, headers: Record<string, string> = {}): Answer => ({
  status,
  reason,
  headers,
})

/** RFC 8030 §8.4: a 429 SHOULD say when to come back; a 503 may (RFC 9110 §10.2.3). */
function arrangedFailure(status: number, retryAfterSeconds: number): Answer {
  const headers: Record<string, string> =
    status === 429 || status === 503 ? { 'retry-after': String(retryAfterSeconds) } : {}
  return refuse(status, `failNext(${String(status)}): a failure the test arranged`, headers)
}

/** The body: empty (no payload, RFC 8030 §5) or one aes128gcm message (RFC 8291 §4). */
function readPayload(
  sub: Subscription,
  request: PushRequest,
  signingKey: Buffer,
): { ok: true; payload: string | null } | Answer {
  if (request.size === 0) return { ok: true, payload: null }
  const coding = String(request.headers['content-encoding'] ?? '')
  if (coding.trim().toLowerCase() !== 'aes128gcm') {
    return refuse(
      415,
      `Content-Encoding ${JSON.stringify(coding)} is not aes128gcm (RFC 8291 §4, RFC 9110 §15.5.16)`,
    )
  }
  if (request.body.subarray(keyidStart, keyidStart + 65).equals(signingKey)) {
    return refuse(400, 'the VAPID key k is also the ECDH key: use two key pairs (RFC 8292 §3.2)')
  }
  const decrypted = decryptPushMessage(request.body, sub.keys)
  if (!decrypted.ok) return refuse(400, decrypted.reason)
  return { ok: true, payload: decrypted.plaintext.toString('utf8') }
}

export function answerDelivery(
  state: StandinState,
  sub: Subscription,
  request: PushRequest,
): Answer {
  const failure = sub.failures.shift()
  if (failure) return arrangedFailure(failure.status, failure.retryAfterSeconds)
  if (sub.gone) return refuse(sub.gone, 'the subscription has expired (RFC 8030 §7.3)')
  const vapid = checkVapid(request.headers.authorization, state.origin, request.now)
  // RFC 9110 §11.6.1: a 401 names the scheme; vapid's challenge has no parameters (RFC 8292 §3).
  if (!vapid.ok) return refuse(401, vapid.reason, { 'www-authenticate': 'vapid' })
  if (sub.applicationServerKey && !vapid.signingKey.equals(sub.applicationServerKey)) {
    return refuse(
      403,
      'k is not the applicationServerKey the subscription was made with (RFC 8292 §4.2)',
    )
  }
  const fields = readDeliveryHeaders(request.headers)
  if (!fields.ok) return refuse(400, fields.reason)
  if (request.size > maxBodyBytes) {
    return refuse(413, `body of ${String(request.size)} bytes is over 4096 (RFC 8030 §7.2)`)
  }
  const payload = readPayload(sub, request, vapid.signingKey)
  if (!('ok' in payload)) return payload
  const push: ReceivedPush = {
    id: randomBytes(16).toString('base64url'),
    endpoint: sub.endpoint,
    at: request.now,
    ...fields.headers,
    payload: payload.payload,
    vapid: vapid.vapid,
    replaced: false,
  }
  // RFC 8030 §5: 201 with the message resource's URI; §5.2: the TTL it will keep it for.
  const headers = { location: `/message/${push.id}`, ttl: String(push.ttl) }
  return { status: 201, reason: null, headers, push }
}
