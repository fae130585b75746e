import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { ReportSubject } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { Realtime } from '../../platform/realtime/realtime.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { users } from '../../platform/db/schema.ts'
import type { FoundSubject } from '../../platform/reports/report-route.ts'
import type { ReportSubjectProvider } from '../../platform/reports/subjects.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

/** A profile's subject type in the shared `reports` table; its subject id is the user's id. */
export const REPORTED_PROFILE = 'profile'

const inSchool = (school: School, userId: number) =>
  and(eq(users.schoolId, school.id), eq(users.id, userId))

/** The profile a student reports, by uid: its bio as stored is the evidence. */
export async function findReportedProfile(
  db: DbOrTx,
  school: School,
  uid: string,
): Promise<FoundSubject | null> {
  const [row] = await db
    .select({ id: users.id, bio: profiles.bio })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.schoolId, school.id), eq(users.uid, uid)))
  return row ? { subjectId: row.id, snapshot: row.bio ?? '', ownerId: row.id } : null
}

/**
 * What moderation may do with a profile (issue 14 item 4, decision 032): see the person,
 * their photo and bio as stored; hide the bio and photo for everyone (the presenter
 * honours `moderation_hidden_at`; the row keeps them as evidence); warn or suspend them.
 */
export function profileReportSubject(db: DbOrTx, realtime: Realtime): ReportSubjectProvider {
  return {
    type: REPORTED_PROFILE,
    async contexts(db, school, ids) {
      const userIds = ids.map(Number).filter(Number.isSafeInteger)
      if (userIds.length === 0) return new Map()
      const rows = await db
        .select({
          id: users.id,
          uid: users.uid,
          firstName: users.firstName,
          lastName: users.lastName,
          photoUrl: users.photoUrl,
          bio: profiles.bio,
          hiddenAt: profiles.moderationHiddenAt,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(and(eq(users.schoolId, school.id), inArray(users.id, userIds)))
      return new Map(
        rows.map((row): [string, ReportSubject] => [
          String(row.id),
          {
            type: 'profile',
            person: {
              uid: row.uid,
              firstName: row.firstName,
              lastName: row.lastName,
              photoUrl: row.photoUrl,
            },
            bio: row.bio,
            hidden: row.hiddenAt !== null,
          },
        ]),
      )
    },
    async responsible(tx, school, id) {
      const [row] = await tx
        .select({ id: users.id, uid: users.uid })
        .from(users)
        .where(inSchool(school, Number(id)))
      if (!row) return null
      return { warned: [row.id], owner: row.id, link: `/student_profile?uid=${row.uid}` }
    },
    async hide(tx, school, id) {
      const userId = Number(id)
      const [row] = await tx.select({ id: users.id }).from(users).where(inSchool(school, userId))
      if (!row) return null
      const changed = await tx
        .update(profiles)
        .set({ moderationHiddenAt: sql`now()` })
        .where(and(eq(profiles.userId, userId), isNull(profiles.moderationHiddenAt)))
        .returning({ id: profiles.userId })
      return { changed: changed.length > 0 }
    },
    // Issue 30 debt 2: open pages of the school stop drawing the photo and bio at once.
    async afterHide(id, school) {
      const [row] = await db
        .select({ uid: users.uid })
        .from(users)
        .where(inSchool(school, Number(id)))
      if (!row) return
      await realtime.sendToSchool(school.id, {
        type: 'moderation.hidden',
        subject: 'profile',
        id: row.uid,
      })
    },
  }
}
