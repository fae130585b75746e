import { createHash } from 'node:crypto'
import webpush from 'web-push'
import type { PushMessage } from '@quad/shared'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import type { Outbound } from '../../platform/http/outbound.ts'
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs.ts'
import { unreadCount } from './notifications.service.ts'
import type { VapidKeys } from './push-keys.ts'
import {
  liveTarget,
  markRefused,
  markSent,
  removeSubscription,
  targetsOf,
  type PushTarget,
} from './push-subscriptions.service.ts'

export const PUSH_JOB = 'push-delivery'

/** One push for one student, decided by the matrix in the dispatch transaction. */
export interface Push {
  userId: number
  title: string
  /** Already what the lock screen may show (the student's choice, issue 34). */
  body: string
  /** An app path, or null for the home page. */
  link: string | null
  /** Pushes with one tag replace each other on the device: the item's fold key. */
  tag: string
  urgency: 'normal' | 'high'
  /** Quiet hours hold it until then. */
  sendAfter: Date
}

/** A job's payload: one push to one device. */
interface PushJobPayload {
  subscriptionId: number
  title: string
  body: string
  link: string | null
  tag: string
  urgency: 'normal' | 'high'
  /** How many times a push service's Retry-After has put this push off already. */
  deferrals?: number
}

/**
 * Queues each push for every signed-in device of its student, one pg-boss job a device
 * (decision 082), in the caller's transaction: a push exists only if the event that
 * raised it committed, and a device that fails is retried without resending to the others.
 */
export async function queuePushes(tx: DbOrTx, jobs: Jobs, pushes: readonly Push[]): Promise<void> {
  if (pushes.length === 0) return
  const targets = await targetsOf(
    tx,
    pushes.map((push) => push.userId),
  )
  for (const push of pushes) {
    for (const target of targets) {
      if (target.userId !== push.userId) continue
      const payload: PushJobPayload = {
        subscriptionId: target.id,
        title: push.title,
        body: push.body,
        link: push.link,
        tag: push.tag,
        urgency: push.urgency,
      }
      await jobs.enqueue(tx, PUSH_JOB, payload, { runAt: push.sendAfter })
    }
  }
}

/** A push service's answer that ends a subscription (RFC 8030 §7.3: the browser unsubscribed). */
const GONE = new Set([404, 410])
/** Answers worth trying again later: too many requests, the service's own trouble. */
const RETRY = (status: number) => status === 429 || status >= 500
/** How long a push service keeps an undelivered message (RFC 8030 §5.2): two days. */
const TTL_SECONDS = 2 * 24 * 60 * 60
/** A push service's Retry-After is followed this many times, waiting at most an hour each. */
const MAX_DEFERRALS = 5
const MAX_RETRY_AFTER_MS = 60 * 60 * 1000

export interface PushDeliveryDeps {
  db: Db
  outbound: Outbound
  jobs: Jobs
  keys(): Promise<VapidKeys>
}

/**
 * RFC 8030 §8.4 / RFC 9110 §10.2.3: how long a push service asks us to wait (delay-seconds
 * or an HTTP-date), in milliseconds from `now`; null when it did not say, or said nonsense.
 */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (header === null) return null
  const text = header.trim()
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, MAX_RETRY_AFTER_MS)
  const at = Date.parse(text)
  if (Number.isNaN(at)) return null
  return Math.min(Math.max(at - now.getTime(), 0), MAX_RETRY_AFTER_MS)
}

/** A push service's answer that is not a delivery: pg-boss retries the job with backoff. */
export class PushRetry extends Error {
  override name = 'PushRetry'
}

/**
 * Sends one push to one device: VAPID-signed (RFC 8292) and encrypted for its keys
 * (RFC 8291, aes128gcm) by `web-push`, posted through the outbound guard (the endpoint
 * came from a browser: no loopback or private address). A device signed out since is
 * skipped; a gone endpoint is removed after this one attempt.
 */
export async function deliverPush(deps: PushDeliveryDeps, job: PushJobPayload): Promise<void> {
  const target = await liveTarget(deps.db, job.subscriptionId)
  if (!target) return
  const message = await messageFor(deps.db, target, job)
  const keys = await deps.keys()
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      // Signed here, not by web-push (no vapidDetails, and Quad never sets its global
      // ones): it reads the endpoint with Node's legacy url.parse() for the token's
      // audience. One parser, WHATWG's (the outbound guard's and fetch's), reads where the
      // push goes and whom it is signed for.
      headers: { Authorization: vapidAuthorization(target.endpoint, keys) },
      contentEncoding: CONTENT_ENCODING,
      TTL: TTL_SECONDS,
      urgency: job.urgency,
      // RFC 8030 §5.4: the push service keeps only the newest undelivered one per topic.
      topic: topicOf(job.tag),
    },
  )
  const response = await deps.outbound.fetch(
    request.endpoint,
    {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body as Uint8Array<ArrayBuffer>,
      redirect: 'error',
    },
    { timeoutMs: 10_000, maxBytes: 64 * 1024 },
  )
  await response.body?.cancel()
  const wait = RETRY(response.status)
    ? retryAfterMs(response.headers.get('Retry-After'), new Date())
    : null
  if (response.ok) {
    await markSent(deps.db, target.id)
    return
  }
  if (GONE.has(response.status)) {
    await removeSubscription(deps.db, target.id)
    return
  }
  const answered = `the push service answered ${String(response.status)}`
  if (wait !== null) {
    // The service said when to come back: a new job then, not pg-boss's shorter backoff.
    const deferrals = (job.deferrals ?? 0) + 1
    if (deferrals > MAX_DEFERRALS) {
      await markRefused(deps.db, target.id, `${answered} ${String(MAX_DEFERRALS)} times`)
      return
    }
    const runAt = new Date(Date.now() + wait)
    await deps.jobs.enqueue(deps.db, PUSH_JOB, { ...job, deferrals }, { runAt })
    return
  }
  if (RETRY(response.status)) throw new PushRetry(answered)
  // 400, 401, 403, 413: this push cannot be sent as it is; trying again would not help.
  await markRefused(deps.db, target.id, `the push service answered ${String(response.status)}`)
}

/** RFC 8291's encoding; the VAPID header's form depends on it (RFC 8292 §3). */
const CONTENT_ENCODING = 'aes128gcm'

/**
 * The `vapid t=…, k=…` Authorization of a push to `endpoint` (RFC 8292): the token's
 * audience is the endpoint's origin as the WHATWG URL standard serialises it (RFC 6454: no
 * default port), the origin the push is posted to.
 */
export function vapidAuthorization(endpoint: string, keys: VapidKeys): string {
  const audience = new URL(endpoint).origin
  const headers = webpush.getVapidHeaders(
    audience,
    keys.subject,
    keys.publicKey,
    keys.privateKey,
    CONTENT_ENCODING,
  )
  return headers.Authorization
}

async function messageFor(db: Db, target: PushTarget, job: PushJobPayload): Promise<PushMessage> {
  return {
    web_push: 8030,
    notification: {
      title: job.title,
      body: job.body,
      navigate: new URL(job.link ?? '/', target.origin).href,
      tag: job.tag,
      lang: 'en',
      silent: false,
    },
    app_badge: await unreadCount(db, target.userId),
    mutable: true,
    user: target.userUid,
  }
}

/** A tag as an RFC 8030 topic: at most 32 characters of the base64url alphabet. */
function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32)
}

/** The delivery job: prompt, several devices at once, retried with backoff (2 s… 32 s). */
export function pushDeliveryJob(deps: PushDeliveryDeps): JobDefinition {
  return {
    name: PUSH_JOB,
    pollSeconds: 0.5,
    concurrency: 4,
    retryLimit: 5,
    retryDelaySeconds: 2,
    handler: (payload) => deliverPush(deps, payload as unknown as PushJobPayload),
  }
}
