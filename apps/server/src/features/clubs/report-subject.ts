import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { ChatPerson, ReportSubject } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { Realtime } from '../../platform/realtime/realtime.ts'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { users } from '../../platform/db/schema.ts'
import type { FoundSubject } from '../../platform/reports/report-route.ts'
import type { ReportSubjectProvider } from '../../platform/reports/subjects.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

/** A club's subject type in the shared `reports` table; its subject id is the club's row id. */
export const REPORTED_CLUB = 'club'

/** The club a student reports, by uid: its name and description are the evidence. */
export async function findReportedClub(
  db: DbOrTx,
  school: School,
  uid: string,
): Promise<FoundSubject | null> {
  const [row] = await db
    .select({ id: clubs.id, name: clubs.name, description: clubs.description })
    .from(clubs)
    .where(and(eq(clubs.schoolId, school.id), eq(clubs.uid, uid)))
  return row
    ? { subjectId: row.id, snapshot: `${row.name}\n${row.description}`, ownerId: null }
    : null
}

/** The officers of these clubs, by club id, in name order. */
async function officersOf(db: DbOrTx, clubIds: number[]) {
  const rows = await db
    .select({
      clubId: clubMemberships.clubId,
      userId: users.id,
      uid: users.uid,
      firstName: users.firstName,
      lastName: users.lastName,
      photoUrl: users.photoUrl,
    })
    .from(clubMemberships)
    .innerJoin(users, eq(users.id, clubMemberships.userId))
    .where(and(inArray(clubMemberships.clubId, clubIds), eq(clubMemberships.role, 'officer')))
    .orderBy(asc(users.lastName), asc(users.firstName))
  const byClub = new Map<number, (ChatPerson & { userId: number })[]>()
  for (const { clubId, ...person } of rows)
    byClub.set(clubId, [...(byClub.get(clubId) ?? []), person])
  return byClub
}

const clubIn = (school: School, id: string) =>
  and(eq(clubs.schoolId, school.id), eq(clubs.id, Number(id)))

/**
 * What moderation may do with a club (issue 14 item 4, decision 032): see its name,
 * description and officers; hide it (`moderation_hidden_at`: unlisted, and its page says
 * it is under review to anyone but moderators and school admins); warn its officers.
 * A club has no single owner, so a suspension goes through a report on a person.
 */
export function clubReportSubject(db: DbOrTx, realtime: Realtime): ReportSubjectProvider {
  return {
    type: REPORTED_CLUB,
    async contexts(db, school, ids) {
      const clubIds = ids.map(Number).filter(Number.isSafeInteger)
      if (clubIds.length === 0) return new Map()
      const rows = await db
        .select()
        .from(clubs)
        .where(and(eq(clubs.schoolId, school.id), inArray(clubs.id, clubIds)))
      const officers = await officersOf(db, clubIds)
      return new Map(
        rows.map((row): [string, ReportSubject] => [
          String(row.id),
          {
            type: 'club',
            uid: row.uid,
            name: row.name,
            description: row.description,
            logoUrl: row.logoUrl,
            officers: (officers.get(row.id) ?? []).map(({ userId: _, ...person }) => person),
            hidden: row.moderationHiddenAt !== null,
          },
        ]),
      )
    },
    async responsible(tx, school, id) {
      const [row] = await tx
        .select({ id: clubs.id, uid: clubs.uid })
        .from(clubs)
        .where(clubIn(school, id))
      if (!row) return null
      const officers = (await officersOf(tx, [row.id])).get(row.id) ?? []
      return { warned: officers.map((o) => o.userId), owner: null, link: `/_/_/clubs/${row.uid}` }
    },
    async hide(tx, school, id) {
      const [row] = await tx.select({ id: clubs.id }).from(clubs).where(clubIn(school, id))
      if (!row) return null
      const changed = await tx
        .update(clubs)
        .set({ moderationHiddenAt: sql`now()` })
        .where(and(eq(clubs.id, row.id), isNull(clubs.moderationHiddenAt)))
        .returning({ id: clubs.id })
      return { changed: changed.length > 0 }
    },
    // Issue 30 debt 2: open pages of the school take the club off at once.
    async afterHide(id, school) {
      const [row] = await db.select({ uid: clubs.uid }).from(clubs).where(clubIn(school, id))
      if (!row) return
      await realtime.sendToSchool(school.id, {
        type: 'moderation.hidden',
        subject: 'club',
        id: row.uid,
      })
    },
  }
}
