import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { GroupRole } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { listed } from './club-query.ts'

/** One of a student's clubs and the role they hold there (spec 3 group roles). */
export interface ClubRole {
  /** The club's internal row id. */
  clubId: number
  /** The club's public id (the matrix's `groupId`). */
  uid: string
  name: string
  logoUrl: string | null
  role: GroupRole
}

/** The student's clubs at this school, by name: the groups part of the notification matrix. */
export async function clubRolesOf(db: DbOrTx, school: School, userId: number): Promise<ClubRole[]> {
  return selectRoles(db, school, userId)
}

/**
 * A person's clubs as their profile shows them (spec 3 `groups`, issue 16): to others only
 * the clubs anyone may find (listed: a club hidden from the list, unpublished, archived or
 * under review would tell its membership to no one else); to the owner, every club they
 * still take part in (not archived, not under review).
 */
export async function profileClubRolesOf(
  db: DbOrTx,
  school: School,
  userId: number,
  seenByOwner: boolean,
): Promise<ClubRole[]> {
  const shown = seenByOwner
    ? and(eq(clubs.status, 'active'), isNull(clubs.moderationHiddenAt))
    : listed
  return selectRoles(db, school, userId, undefined, shown)
}

/** The student's role in one club of this school; null when they are not in it (or no such club). */
export async function clubRoleOf(
  db: DbOrTx,
  school: Pick<School, 'id'>,
  userId: number,
  clubUid: string,
): Promise<ClubRole | null> {
  const [role] = await selectRoles(db, school, userId, clubUid)
  return role ?? null
}

async function selectRoles(
  db: DbOrTx,
  school: Pick<School, 'id'>,
  userId: number,
  clubUid?: string,
  shown?: SQL,
): Promise<ClubRole[]> {
  const rows = await db
    .select({
      clubId: clubs.id,
      uid: clubs.uid,
      name: clubs.name,
      logoUrl: clubs.logoUrl,
      role: clubMemberships.role,
    })
    .from(clubMemberships)
    .innerJoin(clubs, eq(clubs.id, clubMemberships.clubId))
    .where(
      and(
        eq(clubMemberships.userId, userId),
        eq(clubMemberships.schoolId, school.id),
        eq(clubs.schoolId, school.id),
        clubUid === undefined ? undefined : eq(clubs.uid, clubUid),
        shown,
      ),
    )
    .orderBy(asc(sql`lower(${clubs.name})`), asc(clubs.id))
  return rows.map((row) => ({ ...row, role: row.role === 'officer' ? 'officer' : 'member' }))
}
