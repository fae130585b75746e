import './outbox-messages.ts'
import { and, eq, sql } from 'drizzle-orm'
import type { RsvpAnswer, RsvpAnswers, RsvpBody, RsvpStatus } from '@quad/shared'
import { eventRsvps, events } from '../../db/schema/events.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { conflict } from '../../platform/errors.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { checkAnswers } from './rsvp-answers.ts'
import type { EventRow } from './rsvp-access.ts'
import { newTicketCode } from './tickets.ts'
import { fillFreedPlaces, lockEvent } from './waitlist.ts'

export interface RsvpDeps {
  db: Db
  outbox: Outbox
  school: School
}

type RsvpRow = typeof eventRsvps.$inferSelect

/**
 * The student's answer to an event (issue 15 item 3), in one transaction holding the
 * event's row lock: the counts move with the answer, so two students never both take
 * the last place. `going` takes a place while one is free and nobody waits, else joins
 * the waitlist; leaving `going` hands the place to the first in line.
 */
export function answerRsvp(
  deps: RsvpDeps,
  eventId: number,
  userId: number,
  body: RsvpBody,
): Promise<RsvpAnswer> {
  return deps.db.transaction(async (tx) => {
    const event = await openEvent(tx, eventId)
    const mine = await ownRsvp(tx, eventId, userId)
    const going = body.status === 'going'
    const given = body.answers ?? (going ? (mine?.answers ?? {}) : undefined)
    const answers = given ? checkAnswers(event.questions, given, going) : (mine?.answers ?? null)
    const status = nextStatus(event, mine?.status ?? null, body.status)
    if (mine) await update(tx, mine, status, answers)
    else await insert(tx, deps.school, event, userId, status, answers)
    await settle(tx, deps, event, userId, mine?.status ?? null, status)
    return { status: (await ownRsvp(tx, eventId, userId))?.status ?? null }
  })
}

/** `DELETE …/rsvp`: the answer taken back (its ticket with it); no answer is not an error. */
export function withdrawRsvp(deps: RsvpDeps, eventId: number, userId: number): Promise<RsvpAnswer> {
  return deps.db.transaction(async (tx) => {
    const event = await openEvent(tx, eventId)
    const mine = await ownRsvp(tx, eventId, userId)
    if (!mine) return { status: null }
    await removeRsvp(tx, deps, event, mine)
    return { status: null }
  })
}

/** Where a removal's outbox messages go, and the school they are of. */
export type RsvpSettling = { outbox: Pick<Outbox, 'emit'>; school: School }

/**
 * Removes an answer (its ticket with it) under the event's lock, which the caller holds
 * (`lockEvent`): the counts move and a freed going place goes to the first in line. The
 * one removal path: `DELETE …/rsvp`, and an account's erase (personal-data.ts).
 */
export async function removeRsvp(
  tx: DbOrTx,
  deps: RsvpSettling,
  event: EventRow,
  mine: { eventId: number; userId: number; status: RsvpStatus },
): Promise<void> {
  await tx
    .delete(eventRsvps)
    .where(and(eq(eventRsvps.eventId, mine.eventId), eq(eventRsvps.userId, mine.userId)))
  await settle(tx, deps, event, mine.userId, mine.status, null)
}

/** The event locked, if it still takes answers: published and not over. */
async function openEvent(tx: DbOrTx, eventId: number): Promise<EventRow> {
  const event = await lockEvent(tx, eventId)
  if (event.status === 'cancelled') throw conflict('This event was cancelled: it takes no answers.')
  if (event.status !== 'published') throw conflict('This event is not published yet.')
  if (event.endsAt.getTime() <= Date.now()) throw conflict('This event is over.')
  return event
}

async function ownRsvp(tx: DbOrTx, eventId: number, userId: number): Promise<RsvpRow | undefined> {
  const [row] = await tx
    .select()
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)))
  if (row?.checkedInAt)
    throw conflict('You were checked in to this event already: your answer stays as it is.')
  return row
}

/** Asking `going` again keeps a place (or a place in line); otherwise the student's word. */
function nextStatus(event: EventRow, previous: RsvpStatus | null, asked: RsvpBody['status']) {
  if (asked !== 'going') return asked
  if (previous === 'going' || previous === 'waitlisted') return previous
  const placeFree = event.capacity === null || event.goingCount < event.capacity
  return placeFree && event.waitlistCount === 0 ? 'going' : 'waitlisted'
}

async function insert(
  tx: DbOrTx,
  school: School,
  event: EventRow,
  userId: number,
  status: RsvpStatus,
  answers: RsvpAnswers | null,
) {
  const ticketCode = await newTicketCode(tx, event.id)
  await tx
    .insert(eventRsvps)
    .values({ eventId: event.id, userId, schoolId: school.id, status, answers, ticketCode })
}

async function update(tx: DbOrTx, mine: RsvpRow, status: RsvpStatus, answers: RsvpAnswers | null) {
  await tx
    .update(eventRsvps)
    .set({
      status,
      answers,
      updatedAt: sql`now()`,
      // A new answer goes to the back of the line; the same one keeps its place.
      ...(status !== mine.status && { respondedAt: sql`now()` }),
    })
    .where(and(eq(eventRsvps.eventId, mine.eventId), eq(eventRsvps.userId, mine.userId)))
}

/** Counts moved, freed places filled, and the change announced (never a non-change). */
async function settle(
  tx: DbOrTx,
  deps: RsvpSettling,
  event: EventRow,
  userId: number,
  previous: RsvpStatus | null,
  status: RsvpStatus | null,
) {
  if (previous === status) return
  const count = (s: RsvpStatus) => (status === s ? 1 : 0) - (previous === s ? 1 : 0)
  await tx
    .update(events)
    .set({
      goingCount: sql`${events.goingCount} + ${count('going')}`,
      waitlistCount: sql`${events.waitlistCount} + ${count('waitlisted')}`,
    })
    .where(eq(events.id, event.id))
  await deps.outbox.emit(tx, deps.school, 'event.rsvp_changed', {
    eventId: event.id,
    userId,
    status,
    previous,
  })
  await fillFreedPlaces(tx, deps.outbox, deps.school, event.id, userId)
}
