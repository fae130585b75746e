import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { EventReviewBody, EventReviewItem } from '@quad/shared'
import { eventApprovalRules, events } from '../../db/schema/events.ts'
import { users } from '../../platform/db/schema.ts'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { conflict, notFound } from '../../platform/errors.ts'
import type { Actor } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { eventRooms } from '../rooms/index.ts'
import type { EventViewer } from './event-policies.ts'
import { presentRow, selectEvents } from './event-query.ts'
import type { EventWrites } from './event-write.service.ts'

type Origin = AuditOrigin & { actorId: number }

/** Whether the school's club events wait for staff approval (decision 106). */
export async function approvalRequired(db: DbOrTx, schoolId: number): Promise<boolean> {
  const [rule] = await db
    .select({ required: eventApprovalRules.required })
    .from(eventApprovalRules)
    .where(eq(eventApprovalRules.schoolId, schoolId))
  return rule?.required ?? false
}

/** Sets the rule (audited `event.approval_rule`); events already waiting keep waiting. */
export async function setApprovalRule(
  db: DbOrTx,
  origin: Origin,
  schoolId: number,
  required: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(eventApprovalRules)
      .values({ schoolId, required })
      .onConflictDoUpdate({
        target: eventApprovalRules.schoolId,
        set: { required, updatedAt: new Date() },
      })
    await audit(tx, origin, {
      schoolId,
      action: 'event.approval_rule',
      subjectType: 'school',
      subjectId: schoolId,
      details: { required },
    })
  })
}

/**
 * What "publish" makes of a club event: `submitted` while the school asks for approval and
 * the actor is not one who approves (staff, school admins: `event.approve`), else
 * `published`. A school event is staff's own: it never waits.
 */
export async function publishedStatus(
  { db, policies }: EventWrites,
  actor: Actor,
  school: School,
  clubId: number | null,
): Promise<'published' | 'submitted'> {
  if (clubId === null || !(await approvalRequired(db, school.id))) return 'published'
  const approves = await policies.can(actor, 'event.approve', { schoolId: school.id })
  return approves ? 'published' : 'submitted'
}

/**
 * `GET /api/v1/events/reviews`: the club events waiting, soonest first; a series once, by
 * its first occurrence waiting, with how many wait with it.
 */
export async function reviewQueue(
  db: DbOrTx,
  school: School,
  viewer: EventViewer,
): Promise<EventReviewItem[]> {
  const firstOfSeries = sql`(${events.seriesId} is null or not exists (select 1 from events e
    where e.series_id = ${events.seriesId} and e.status = 'submitted'
    and (e.starts_at, e.id) < (${events.startsAt}, ${events.id})))`
  const rows = await selectEvents(
    db,
    viewer,
    and(eq(events.schoolId, school.id), eq(events.status, 'submitted'), firstOfSeries),
  )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(200)
  const present = (ids: (number | null)[]) => ids.filter((id) => id !== null)
  // Each row's room, sender and series count: one query apiece for the whole queue.
  const [roomsById, namesById, waitingBySeries] = await Promise.all([
    eventRooms(db, present(rows.map((row) => row.event.roomId))),
    namesOf(db, present(rows.map((row) => row.event.createdBy))),
    waitingInSeries(db, present(rows.map((row) => row.event.seriesId))),
  ])
  return rows.map((row) => ({
    event: presentRow(row, viewer),
    room: row.event.roomId === null ? null : (roomsById.get(row.event.roomId) ?? null),
    submittedBy: row.event.createdBy === null ? null : (namesById.get(row.event.createdBy) ?? null),
    occurrences: row.event.seriesId === null ? 1 : (waitingBySeries.get(row.event.seriesId) ?? 1),
  }))
}

/**
 * `POST /api/v1/events/{id}/review`: approves a waiting club event (every occurrence of its
 * series waiting: published, and told as any publish is), or returns it to a draft with a
 * note its officers are told. Audited `event.approve` / `event.return`.
 */
export async function reviewEvent(
  writes: EventWrites,
  school: School,
  origin: Origin,
  uid: string,
  body: EventReviewBody,
  now = new Date(),
): Promise<void> {
  await writes.db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(events)
      .where(and(eq(events.schoolId, school.id), eq(events.uid, uid)))
      .for('update')
    if (!event) throw notFound('Event')
    if (event.status !== 'submitted' || event.clubId === null) {
      throw conflict('This event is not waiting for approval.')
    }
    const clubId = event.clubId
    const targets = await tx
      .select({ id: events.id, sequence: events.sequence })
      .from(events)
      .where(
        and(
          eq(events.status, 'submitted'),
          event.seriesId === null ? eq(events.id, event.id) : eq(events.seriesId, event.seriesId),
        ),
      )
      .for('update')
    for (const target of targets) {
      await tx
        .update(events)
        .set(
          body.decision === 'approve'
            ? { status: 'published', publishedAt: now, reviewNote: null, updatedAt: now }
            : { status: 'draft', reviewNote: body.note, updatedAt: now },
        )
        .where(eq(events.id, target.id))
      if (body.decision === 'approve') {
        await writes.outbox.emit(tx, school, 'event.published', {
          eventId: target.id,
          clubId,
          byUserId: origin.actorId,
        })
      }
    }
    if (body.decision === 'return') {
      await writes.outbox.emit(tx, school, 'event.returned', {
        eventId: event.id,
        clubId,
        byUserId: origin.actorId,
        note: body.note,
      })
    }
    await audit(tx, origin, {
      schoolId: school.id,
      action: body.decision === 'approve' ? 'event.approve' : 'event.return',
      subjectType: 'event',
      subjectId: event.uid,
      details: {
        occurrences: targets.length,
        ...(body.decision === 'return' && { note: body.note }),
      },
    })
  })
}

/** Each sender's name, by user id. */
async function namesOf(db: DbOrTx, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]))
  return new Map(rows.map((row) => [row.id, `${row.first} ${row.last}`.trim()]))
}

/** How many occurrences of each series wait, by series id. */
async function waitingInSeries(db: DbOrTx, seriesIds: number[]): Promise<Map<number, number>> {
  if (seriesIds.length === 0) return new Map()
  const rows = await db
    .select({ seriesId: events.seriesId, n: sql<number>`count(*)::int` })
    .from(events)
    .where(and(inArray(events.seriesId, [...new Set(seriesIds)]), eq(events.status, 'submitted')))
    .groupBy(events.seriesId)
  return new Map(rows.flatMap((row) => (row.seriesId === null ? [] : [[row.seriesId, row.n]])))
}
