import { and, eq } from 'drizzle-orm'
import { formDefinitionIssues, type FormBody } from '@quad/shared'
import { events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { fieldError } from '../../platform/errors.ts'

/** A 400 naming the first of the definition's problems the schema cannot see. */
export function checkDefinition(body: FormBody): void {
  const [first] = formDefinitionIssues(body)
  if (first) throw fieldError(`body.${first.path}`, first.message)
}

/** Where the form goes, as stored: its audience and event (by id). */
export interface Placement {
  audience: 'club' | 'event' | 'school'
  eventId: number | null
}

/**
 * The audience as stored: a club's form may go to its members, one of its own events'
 * guests, or the school; the school's own to the school or any of its events.
 */
export async function placementOf(
  tx: DbOrTx,
  schoolId: number,
  clubId: number | null,
  audience: FormBody['audience'],
): Promise<Placement> {
  if (audience.kind === 'school') return { audience: 'school', eventId: null }
  if (audience.kind === 'club') {
    if (clubId === null) throw fieldError('body.audience.kind', 'a school form has no club')
    return { audience: 'club', eventId: null }
  }
  const [event] = await tx
    .select({ id: events.id, clubId: events.clubId, status: events.status })
    .from(events)
    .where(and(eq(events.schoolId, schoolId), eq(events.uid, audience.eventId)))
  // Published only: a draft or pending event can be deleted outright, and its form with it.
  if (!event || event.status !== 'published' || (clubId !== null && event.clubId !== clubId)) {
    throw fieldError(
      'body.audience.eventId',
      clubId === null
        ? 'is not a published event of this school'
        : "is not one of this club's published events",
    )
  }
  return { audience: 'event', eventId: event.id }
}

/** The furthest ahead a form may close: far enough for any survey, inside what dates hold. */
const CLOSES_WITHIN_YEARS = 5

/**
 * A closing time given now must be ahead (one kept as it was may have passed), and within
 * `CLOSES_WITHIN_YEARS`.
 */
export function checkClosing(closesAt: string | null, was: Date | null, now: Date): Date | null {
  if (closesAt === null) return null
  const at = new Date(closesAt)
  if (was?.getTime() !== at.getTime() && at <= now) {
    throw fieldError('body.closesAt', 'must be in the future')
  }
  const latest = new Date(now)
  latest.setUTCFullYear(latest.getUTCFullYear() + CLOSES_WITHIN_YEARS)
  if (at > latest) {
    throw fieldError('body.closesAt', `must be within ${String(CLOSES_WITHIN_YEARS)} years`)
  }
  return at
}
