import { and, eq, sql, type SQL } from 'drizzle-orm'
import { questionsOf, type FormSummary } from '@quad/shared'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { eventRsvps, events } from '../../db/schema/events.ts'
import { formRespondents, forms } from '../../db/schema/forms.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { notFound } from '../../platform/errors.ts'

/** A form as its services read it, with its club's and event's names. */
export type FormRow = typeof forms.$inferSelect & {
  clubUid: string | null
  clubName: string | null
  eventUid: string | null
  eventTitle: string | null
}

/** The columns every read of a form takes: the row, its club and its event. */
export const formColumns = {
  id: forms.id,
  uid: forms.uid,
  schoolId: forms.schoolId,
  clubId: forms.clubId,
  audience: forms.audience,
  eventId: forms.eventId,
  title: forms.title,
  description: forms.description,
  sections: forms.sections,
  responsesPerPerson: forms.responsesPerPerson,
  anonymous: forms.anonymous,
  status: forms.status,
  closesAt: forms.closesAt,
  responseCount: forms.responseCount,
  createdBy: forms.createdBy,
  createdAt: forms.createdAt,
  updatedAt: forms.updatedAt,
  clubUid: clubs.uid,
  clubName: clubs.name,
  eventUid: events.uid,
  eventTitle: events.title,
}

/** Forms with their club and event joined, for `where`. */
export function formsWhere(tx: DbOrTx, where: SQL | undefined) {
  return tx
    .select(formColumns)
    .from(forms)
    .leftJoin(clubs, eq(clubs.id, forms.clubId))
    .leftJoin(events, eq(events.id, forms.eventId))
    .where(where)
}

/** One form of the school by its uid (locked for a change), or a 404. */
export async function findForm(
  tx: DbOrTx,
  schoolId: number,
  uid: string,
  lock = false,
): Promise<FormRow> {
  const query = formsWhere(tx, and(eq(forms.schoolId, schoolId), eq(forms.uid, uid)))
  const [row] = lock ? await query.for('update', { of: forms }) : await query
  if (!row) throw notFound('Form')
  return row
}

/** It takes answers at `now`: open, and not past its closing time. */
export const accepting = (row: Pick<FormRow, 'status' | 'closesAt'>, now: Date) =>
  row.status === 'open' && (row.closesAt === null || row.closesAt > now)

/**
 * The SQL test that `userId` is in a form's audience: anyone in the school, the owning
 * club's members, or those going to the event.
 */
export function inAudienceSql(userId: number): SQL {
  return sql`(${forms.audience} = 'school'
    or (${forms.audience} = 'club' and exists (select 1 from ${clubMemberships} m
      where m.club_id = ${forms.clubId} and m.user_id = ${userId}))
    or (${forms.audience} = 'event' and exists (select 1 from ${eventRsvps} r
      where r.event_id = ${forms.eventId} and r.user_id = ${userId} and r.status = 'going')))`
}

/** Whether `userId` is in the form's audience. */
export async function inAudience(tx: DbOrTx, row: FormRow, userId: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.id, row.id), inAudienceSql(userId)))
  return found !== undefined
}

/** How many times `userId` answered the form. */
export async function responsesBy(tx: DbOrTx, formId: number, userId: number): Promise<number> {
  const [found] = await tx
    .select({ n: formRespondents.responses })
    .from(formRespondents)
    .where(and(eq(formRespondents.formId, formId), eq(formRespondents.userId, userId)))
  return found?.n ?? 0
}

/** A form as a list shows it; `responseCount` only for its managers. */
export function formSummary(
  row: FormRow,
  now: Date,
  viewer: { manage: boolean; responses: number },
): FormSummary {
  return {
    id: row.uid,
    title: row.title,
    clubId: row.clubUid,
    clubName: row.clubName,
    audience: { kind: row.audience, eventId: row.eventUid, eventTitle: row.eventTitle },
    status: row.status,
    accepting: accepting(row, now),
    anonymous: row.anonymous,
    responsesPerPerson: row.responsesPerPerson,
    closesAt: row.closesAt?.toISOString() ?? null,
    questionCount: questionsOf(row.sections).length,
    responseCount: viewer.manage ? row.responseCount : null,
    viewerResponses: viewer.responses,
    updatedAt: row.updatedAt.toISOString(),
  }
}
