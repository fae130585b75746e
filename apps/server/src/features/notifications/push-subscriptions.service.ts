import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { PushSubscriptionBody } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { sessions, users } from '../../platform/db/schema.ts'
import { SESSION_IDLE_MS } from '../../platform/auth/sessions.service.ts'
import { pushSubscriptions } from '../../db/schema/notifications.ts'

/** A device to push to, with the keys its payloads are encrypted for (RFC 8291). */
export interface PushTarget {
  id: number
  userId: number
  /** The student's public id: a device shows a push only to the account signed in there. */
  userUid: string
  origin: string
  endpoint: string
  p256dh: string
  auth: string
}

/**
 * Keeps this device's subscription under the session that sent it. An endpoint belongs
 * to one browser profile: one already known (the same device, signed in again, or as
 * someone else) moves to this session and account, so no one else's pushes reach it.
 */
export async function saveSubscription(
  db: DbOrTx,
  owner: { schoolId: number; userId: number; sessionId: string; origin: string },
  body: PushSubscriptionBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    // One subscription a session: a browser that subscribed anew replaces its old one.
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.sessionId, owner.sessionId),
          sql`${pushSubscriptions.endpoint} <> ${body.endpoint}`,
        ),
      )
    const row = { ...owner, p256dh: body.keys.p256dh, auth: body.keys.auth }
    await tx
      .insert(pushSubscriptions)
      .values({ ...row, endpoint: body.endpoint })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row })
  })
}

/** This device stops receiving pushes (the student turned them off here). */
export async function removeSessionSubscription(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId))
}

/** The push service said the subscription is gone (RFC 8030 §7.3: 404 or 410). */
export async function removeSubscription(db: DbOrTx, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
}

/** This session's subscription endpoint, if it has one. */
export async function sessionEndpoint(db: DbOrTx, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.sessionId, sessionId))
  return row?.endpoint ?? null
}

/** The sessions of a student that receive pushes (the devices list marks them). */
export async function pushSessionIds(db: DbOrTx, userId: number): Promise<Set<string>> {
  const rows = await db
    .select({ sessionId: pushSubscriptions.sessionId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
  return new Set(rows.map((row) => row.sessionId))
}

/** A live session's condition: not expired, not idle (decision 013). */
function liveSession() {
  return and(
    eq(sessions.id, pushSubscriptions.sessionId),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastUsedAt, sql`now() - ${`${String(SESSION_IDLE_MS / 1000)} seconds`}::interval`),
  )
}

/** The subscriptions of these students whose sessions are still signed in. */
export async function targetsOf(db: DbOrTx, userIds: readonly number[]): Promise<PushTarget[]> {
  if (userIds.length === 0) return []
  return db
    .select(targetColumns)
    .from(pushSubscriptions)
    .innerJoin(sessions, liveSession())
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(inArray(pushSubscriptions.userId, [...new Set(userIds)]))
}

/** One subscription, if it is still there and its session still signed in. */
export async function liveTarget(db: DbOrTx, id: number): Promise<PushTarget | null> {
  const [row] = await db
    .select(targetColumns)
    .from(pushSubscriptions)
    .innerJoin(sessions, liveSession())
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(pushSubscriptions.id, id))
  return row ?? null
}

const targetColumns = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  userUid: users.uid,
  origin: pushSubscriptions.origin,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
}

export async function markSent(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastSentAt: sql`now()`, lastError: null })
    .where(eq(pushSubscriptions.id, id))
}

/** A refusal retrying cannot mend, kept for an operator (and the next success clears it). */
export async function markRefused(db: DbOrTx, id: number, error: string): Promise<void> {
  await db.update(pushSubscriptions).set({ lastError: error }).where(eq(pushSubscriptions.id, id))
}
