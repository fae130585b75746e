import type { UserAgentKeys } from './aes128gcm.ts'
import type { PushRequestRecord, ReceivedPush } from './types.ts'

/** A test's arranged failure: the next request answers this. */
export interface ArrangedFailure {
  status: number
  retryAfterSeconds: number
}

/** The push service's side of a subscription, and the user agent's keys for decrypting. */
export interface Subscription {
  endpoint: string
  keys: UserAgentKeys
  /** A restricted subscription's key (RFC 8292 §4), uncompressed P-256. */
  applicationServerKey: Buffer | null
  /** Set once expired: what a push to it answers. */
  gone: 404 | 410 | null
  failures: ArrangedFailure[]
}

export interface Waiter {
  predicate: (push: ReceivedPush) => boolean
  resolve: (push: ReceivedPush) => void
  reject: (error: Error) => void
  timer: NodeJS.Timeout
}

export interface StandinState {
  origin: string
  /** By endpoint URL. */
  subscriptions: Map<string, Subscription>
  received: ReceivedPush[]
  requests: PushRequestRecord[]
  waiters: Set<Waiter>
}

/** A stand-in left running under the CLI keeps the recent ones only. */
const maxKept = 10_000

export function createState(): StandinState {
  return { origin: '', subscriptions: new Map(), received: [], requests: [], waiters: new Set() }
}

function keepRecent<T>(list: T[], item: T): void {
  list.push(item)
  if (list.length > maxKept) list.splice(0, list.length - maxKept)
}

export function recordRequest(state: StandinState, record: PushRequestRecord): void {
  keepRecent(state.requests, record)
}

/**
 * Nothing is delivered onward, so every earlier message is still outstanding: one with the
 * same Topic for the same subscription is replaced (RFC 8030 §5.4), kept and marked.
 */
export function recordPush(state: StandinState, push: ReceivedPush): void {
  if (push.topic !== null) {
    for (const earlier of state.received) {
      if (earlier.endpoint === push.endpoint && earlier.topic === push.topic)
        earlier.replaced = true
    }
  }
  keepRecent(state.received, push)
}
