/** RFC 8030 §5.3: the Urgency header field's values, in order of increasing urgency. */
export type Urgency = 'very-low' | 'low' | 'normal' | 'high'

/** What `PushSubscription.toJSON()` gives a page; keys base64url without padding. */
export interface StandinSubscription {
  endpoint: string
  expirationTime: null
  keys: {
    /** The user agent's P-256 ECDH public key, uncompressed (65 bytes). */
    p256dh: string
    /** The 16-byte authentication secret (RFC 8291 §3.2). */
    auth: string
  }
}

/** The application server's identity from a verified VAPID token (RFC 8292 §2). */
export interface VapidIdentity {
  /** The `sub` claim: a `mailto:` or `https:` URI. */
  subject: string
  /** The `aud` claim: this stand-in's origin. */
  audience: string
  /** The `k` parameter: the signing key, base64url uncompressed P-256. */
  publicKey: string
  /** The `exp` claim. */
  expires: Date
}

/** A push message the stand-in accepted (201). */
export interface ReceivedPush {
  /** The message resource's id: `Location: /message/<id>`. */
  id: string
  endpoint: string
  at: Date
  ttl: number
  urgency: Urgency
  topic: string | null
  /** The decrypted UTF-8 text; null for an empty body (RFC 8030 allows one). */
  payload: string | null
  vapid: VapidIdentity
  /** A later message with the same Topic replaced it before delivery (RFC 8030 §5.4). */
  replaced: boolean
}

/** One request to a push resource, accepted or not. */
export interface PushRequestRecord {
  endpoint: string
  status: number
  at: Date
  /** Why it was refused (which rule, which RFC section); null when accepted. */
  reason: string | null
}

export interface PushStandinOptions {
  /** 127.0.0.1 unless given. */
  host?: string
  /** 0 (the default) picks a free port. */
  port?: number
}

export interface SubscribeOptions {
  /**
   * The application server's VAPID public key (base64url, uncompressed P-256), as a page
   * passes it to `pushManager.subscribe`: the subscription then takes only messages signed
   * with it (RFC 8292 §4).
   */
  applicationServerKey?: string
}

export interface PushStandin {
  /** `http://127.0.0.1:<port>`: every endpoint's origin, and the VAPID `aud` it expects. */
  readonly origin: string
  /** A subscription as a browser makes one: a fresh P-256 key pair and 16-byte auth secret, and an endpoint on this stand-in (an unguessable id). */
  subscribe(options?: SubscribeOptions): StandinSubscription
  /** What arrived (for one endpoint, or all), oldest first. */
  received(endpoint?: string): ReceivedPush[]
  /** Resolves with the first message (already there or arriving) matching, or rejects after timeoutMs naming what did arrive. */
  waitFor(predicate: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>
  /** The browser unsubscribed: the endpoint now answers 410 Gone (or 404). */
  expire(endpoint: string, status?: 404 | 410): void
  /** The next `count` requests to `endpoint` answer `status` (429 or 5xx; 429/503 with `Retry-After: retryAfterSeconds`). */
  failNext(endpoint: string, status: number, count?: number, retryAfterSeconds?: number): void
  /** Every request seen, with status answered (for asserting "removed after one attempt"). */
  requests(endpoint?: string): PushRequestRecord[]
  close(): Promise<void>
}
