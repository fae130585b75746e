import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { connectionRequestLog } from '../../db/schema/connections.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

/**
 * The per-pair cooldown (issue 12; the spec sets no rule, decision 015 gives the reasons):
 * a student whose request was declined waits a day before asking that person again, and
 * a student asks the same person at most three times a day, so request → remove → request
 * cannot become a loop while a slip (a removal by mistake) is still undone at once.
 */
export const COOLDOWN_HOURS = 24
export const REQUESTS_PER_PAIR_PER_DAY = 3

interface Pair {
  school: School
  requesterId: number
  addresseeId: number
}

const ofPair = ({ school, requesterId, addresseeId }: Pair) =>
  and(
    eq(connectionRequestLog.schoolId, school.id),
    eq(connectionRequestLog.requesterId, requesterId),
    eq(connectionRequestLog.addresseeId, addresseeId),
  )

const dayAgo = () => sql`now() - make_interval(hours => ${COOLDOWN_HOURS})`

export type Cooldown = { reason: 'declined' | 'repeated'; until: Date }

/** When the requester may ask this person again, or null when they may now. */
export async function cooldownOf(db: DbOrTx, pair: Pair): Promise<Cooldown | null> {
  const within = dayAgo()
  const [declined] = await db
    .select({ at: connectionRequestLog.declinedAt })
    .from(connectionRequestLog)
    .where(and(ofPair(pair), sql`${connectionRequestLog.declinedAt} > ${within}`))
    .orderBy(desc(connectionRequestLog.declinedAt))
    .limit(1)
  // The oldest of the last three requests: once it is a day old, a fourth is allowed.
  const [oldestOfLast] = await db
    .select({ at: connectionRequestLog.sentAt })
    .from(connectionRequestLog)
    .where(and(ofPair(pair), sql`${connectionRequestLog.sentAt} > ${within}`))
    .orderBy(desc(connectionRequestLog.sentAt))
    .offset(REQUESTS_PER_PAIR_PER_DAY - 1)
    .limit(1)
  const after = (at: Date) => new Date(at.getTime() + COOLDOWN_HOURS * 3600_000)
  const declinedUntil = declined?.at ? after(declined.at) : null
  const repeatedUntil = oldestOfLast ? after(oldestOfLast.at) : null
  if (declinedUntil && (!repeatedUntil || declinedUntil >= repeatedUntil))
    return { reason: 'declined', until: declinedUntil }
  return repeatedUntil ? { reason: 'repeated', until: repeatedUntil } : null
}

/** Logs a request as sent, and forgets this pair's requests older than the cooldown. */
export async function recordRequest(db: DbOrTx, pair: Pair): Promise<void> {
  await db
    .delete(connectionRequestLog)
    .where(
      and(
        ofPair(pair),
        lt(connectionRequestLog.sentAt, dayAgo()),
        sql`coalesce(${connectionRequestLog.declinedAt}, '-infinity') < ${dayAgo()}`,
      ),
    )
  await db.insert(connectionRequestLog).values({
    schoolId: pair.school.id,
    requesterId: pair.requesterId,
    addresseeId: pair.addresseeId,
  })
}

/** Marks the pair's latest request as declined by its addressee. */
export async function recordDecline(db: DbOrTx, pair: Pair): Promise<void> {
  const [latest] = await db
    .select({ id: connectionRequestLog.id })
    .from(connectionRequestLog)
    .where(and(ofPair(pair), isNull(connectionRequestLog.declinedAt)))
    .orderBy(desc(connectionRequestLog.sentAt), desc(connectionRequestLog.id))
    .limit(1)
  if (latest) {
    await db
      .update(connectionRequestLog)
      .set({ declinedAt: sql`now()` })
      .where(eq(connectionRequestLog.id, latest.id))
    return
  }
  // A request older than the log (sent before it existed) is declined all the same.
  await db.insert(connectionRequestLog).values({
    schoolId: pair.school.id,
    requesterId: pair.requesterId,
    addresseeId: pair.addresseeId,
    declinedAt: sql`now()`,
  })
}

/** The refusal, naming when the student may ask again (UTC; `retryAt` lets a client localise). */
export function cooldownMessage(cooldown: Cooldown, name: string): string {
  const when = `${cooldown.until.toISOString().slice(0, 16).replace('T', ' ')} UTC`
  return cooldown.reason === 'declined'
    ? `${name} declined your request. You can ask again after ${when}.`
    : `You have asked ${name} ${String(REQUESTS_PER_PAIR_PER_DAY)} times today. You can ask again after ${when}.`
}
