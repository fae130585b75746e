import { and, eq, sql } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { listed, visibleTo } from './club-query.ts'
import type { ClubTabDeclaration, ClubTabViewer } from './club-tabs.ts'

/** A signed-in student opening a club's page (`admin`: a school admin), or null for a visitor. */
export interface ClubPageViewer {
  userId: number
  admin: boolean
}

/**
 * The viewer of a club's page as its tabs see them (decision 047). A club the viewer may
 * not open is the same 404 as the about call's: a student opens what `visibleTo` allows,
 * a share-mode visitor a listed club only.
 */
export async function clubTabViewer(
  db: DbOrTx,
  school: School,
  viewer: ClubPageViewer | null,
  uid: string,
): Promise<ClubTabViewer> {
  const [row] = await db
    .select({
      status: clubs.status,
      hiddenAt: clubs.moderationHiddenAt,
      listed: sql<boolean>`${listed}`,
      // No user has id 0: a visitor is in no club.
      role: sql<string | null>`(select m.role from club_memberships m
        where m.club_id = ${clubs.id} and m.user_id = ${viewer?.userId ?? 0})`,
    })
    .from(clubs)
    .where(
      and(
        eq(clubs.schoolId, school.id),
        eq(clubs.uid, uid),
        viewer ? visibleTo(viewer.userId, viewer.admin) : listed,
      ),
    )
    .limit(1)
  if (!row) throw notFound('Club')
  return {
    visitor: viewer === null,
    member: row.role !== null,
    officer: row.role === 'officer',
    admin: viewer?.admin ?? false,
    open: row.status === 'active' && row.hiddenAt === null,
    listed: Boolean(row.listed),
    sections: school.sections,
  }
}

/**
 * The clubs feature's own tabs: About for everyone who opens the club; Members for its
 * members and school admins (issue 16: "members only"; the members call applies each
 * person's privacy). The layout lists them beside those other features contribute.
 */
export const ownClubTabs: ClubTabDeclaration[] = [
  { tab: 'about', label: 'About', shownTo: () => true },
  { tab: 'members', label: 'Members', shownTo: (viewer) => viewer.member || viewer.admin },
]
