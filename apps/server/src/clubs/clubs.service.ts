import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Club, ClubAbout, ClubListing, ClubMembershipFilter, ClubOrdering } from '@quad/shared'
import type { DbOrTx } from '../platform/db/database.ts'
import { clubMemberships, clubs, users } from '../platform/db/schema.ts'
import { notFound } from '../platform/errors.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { clubColumns, memberCount, presentClub } from './club-query.ts'

export interface ClubQuery {
  search?: string | undefined
  category?: string | undefined
  membership: ClubMembershipFilter
  ordering: ClubOrdering
  /** Zero-based page number. */
  pageOffset: number
  pageSize: number
}

/** `GET /api/v1/clubs`: the school's clubs, NameAsc by default (spec 7), a page at a time. */
export async function listClubs(
  db: DbOrTx,
  school: School,
  viewerId: number,
  query: ClubQuery,
): Promise<ClubListing> {
  const where = listingFilter(school, viewerId, query)
  const [rows, totals] = await Promise.all([
    db
      .select(clubColumns(viewerId))
      .from(clubs)
      .where(where)
      .orderBy(...ORDER_BY[query.ordering])
      .limit(query.pageSize)
      .offset(query.pageOffset * query.pageSize),
    db.select({ n: count() }).from(clubs).where(where),
  ])
  return {
    total: totals[0]?.n ?? 0,
    items: rows.map(presentClub),
    perPage: query.pageSize,
    currentPage: query.pageOffset + 1,
  }
}

const lowerName = sql`lower(${clubs.name})`
const ORDER_BY: Record<ClubOrdering, SQL[]> = {
  NameAsc: [asc(lowerName), asc(clubs.id)],
  NameDesc: [desc(lowerName), desc(clubs.id)],
  CountMembersDesc: [desc(memberCount), asc(lowerName), asc(clubs.id)],
}

function listingFilter(school: School, viewerId: number, query: ClubQuery): SQL | undefined {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null
  return and(
    eq(clubs.schoolId, school.id),
    pattern
      ? or(
          ilike(clubs.name, pattern),
          ilike(clubs.category, pattern),
          ilike(clubs.description, pattern),
        )
      : undefined,
    query.category ? sql`lower(${clubs.category}) = lower(${query.category})` : undefined,
    query.membership === 'mine'
      ? sql`exists (select 1 from club_memberships m
          where m.club_id = ${clubs.id} and m.user_id = ${viewerId})`
      : undefined,
  )
}

/** `%` and `_` typed by a student are searched for, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** One club of the viewer's school as the viewer sees it; any other id is a 404. */
export async function requireClub(
  db: DbOrTx,
  school: School,
  viewerId: number,
  uid: string,
): Promise<Club> {
  const [row] = await db
    .select(clubColumns(viewerId))
    .from(clubs)
    .where(and(eq(clubs.schoolId, school.id), eq(clubs.uid, uid)))
    .limit(1)
  if (!row) throw notFound('Club')
  return presentClub(row)
}

/** `GET /api/v1/clubs/{id}/about`: the club, its officers and its additional information. */
export async function clubAbout(
  db: DbOrTx,
  school: School,
  viewerId: number,
  uid: string,
): Promise<ClubAbout> {
  const [club, info] = await Promise.all([
    requireClub(db, school, viewerId, uid),
    db
      .select({ additionalInfo: clubs.additionalInfo })
      .from(clubs)
      .where(and(eq(clubs.schoolId, school.id), eq(clubs.uid, uid))),
  ])
  const officers = await db
    .select({
      uid: users.uid,
      firstName: users.firstName,
      lastName: users.lastName,
      photoUrl: users.photoUrl,
    })
    .from(clubMemberships)
    .innerJoin(clubs, eq(clubs.id, clubMemberships.clubId))
    .innerJoin(users, eq(users.id, clubMemberships.userId))
    .where(
      and(eq(clubs.schoolId, school.id), eq(clubs.uid, uid), eq(clubMemberships.role, 'officer')),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
  return { club, officers, additionalInfo: info[0]?.additionalInfo ?? [] }
}
