/** The test-facing side: make subscriptions as a browser would, see and steer what arrives. */
import { createECDH, randomBytes } from 'node:crypto'
import { fromBase64url, isUncompressedP256 } from './base64url.ts'
import type { StandinState, Subscription } from './state.ts'
import type { PushStandin, StandinSubscription, SubscribeOptions } from './types.ts'
import { waitForPush } from './wait.ts'

const defaultWaitMs = 3000

function applicationServerKeyOf(options: SubscribeOptions): Buffer | null {
  if (options.applicationServerKey === undefined) return null
  const key = fromBase64url(options.applicationServerKey)
  if (!isUncompressedP256(key)) {
    throw new RangeError('applicationServerKey must be a base64url uncompressed P-256 public key')
  }
  return key
}

function subscriptionAt(state: StandinState, endpoint: string): Subscription {
  const sub = state.subscriptions.get(endpoint)
  if (!sub) throw new RangeError(`push-standin: no subscription has the endpoint ${endpoint}`)
  return sub
}

function subscribe(state: StandinState, options: SubscribeOptions = {}): StandinSubscription {
  const applicationServerKey = applicationServerKeyOf(options)
  const ecdh = createECDH('prime256v1')
  const publicKey = ecdh.generateKeys()
  const keys = { privateKey: ecdh.getPrivateKey(), publicKey, authSecret: randomBytes(16) }
  // A capability URL: 192 random bits (RFC 8030 §8.3 asks for at least 120).
  const endpoint = `${state.origin}/push/${randomBytes(24).toString('base64url')}`
  state.subscriptions.set(endpoint, {
    endpoint,
    keys,
    applicationServerKey,
    gone: null,
    failures: [],
  })
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: publicKey.toString('base64url'), auth: keys.authSecret.toString('base64url') },
  }
}

function failNext(
  state: StandinState,
  endpoint: string,
  status: number,
  count = 1,
  retryAfterSeconds = 1,
): void {
  if (status !== 429 && (status < 500 || status > 599)) {
    throw new RangeError(`push-standin: failNext takes 429 or a 5xx status, not ${String(status)}`)
  }
  const sub = subscriptionAt(state, endpoint)
  for (let i = 0; i < count; i += 1) sub.failures.push({ status, retryAfterSeconds })
}

export function createControl(state: StandinState, close: () => Promise<void>): PushStandin {
  const forEndpoint = <T extends { endpoint: string }>(list: T[], endpoint?: string): T[] =>
    list.filter((item) => endpoint === undefined || item.endpoint === endpoint)
  return {
    get origin() {
      return state.origin
    },
    subscribe: (options) => subscribe(state, options),
    received: (endpoint) =>
      forEndpoint(state.received, endpoint).map((push) => ({ ...push, vapid: { ...push.vapid } })),
    waitFor: (predicate, timeoutMs = defaultWaitMs) => waitForPush(state, predicate, timeoutMs),
    expire: (endpoint, status = 410) => {
      subscriptionAt(state, endpoint).gone = status
    },
    failNext: (endpoint, status, count, retryAfterSeconds) =>
      failNext(state, endpoint, status, count, retryAfterSeconds),
    requests: (endpoint) => forEndpoint(state.requests, endpoint).map((record) => ({ ...record })),
    close,
  }
}
