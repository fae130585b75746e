import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type {
  Club,
  ClubAbout,
  ClubListing,
  ClubMembershipFilter,
  ClubOrderField,
  ClubOrdering,
} from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { users } from '../../platform/db/schema.ts'
import { notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import {
  clubColumns,
  listed,
  memberCount,
  officerCount,
  presentClub,
  visibleTo,
} from './club-query.ts'
import { parseOrdering, type OrderKey } from './ordering.ts'
import { shownPhotoUrl } from '../profiles/index.ts'

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
  const where = and(
    eq(clubs.schoolId, school.id),
    listed,
    query.search ? searchMatches(query.search) : undefined,
    query.category ? categoryIn([query.category]) : undefined,
    query.membership === 'mine' ? viewerIsIn(viewerId, true) : undefined,
  )
  const page = await pageOfClubs(db, viewerId, where, parseOrdering(query.ordering), query)
  return { ...page, messages: [] }
}

/** One page of clubs, as the viewer sees them, with the listing's paging fields. */
export async function pageOfClubs(
  db: DbOrTx,
  viewerId: number,
  where: SQL | undefined,
  ordering: readonly OrderKey[],
  page: { pageOffset: number; pageSize: number },
): Promise<{ total: number; items: Club[]; perPage: number; currentPage: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select(clubColumns(viewerId))
      .from(clubs)
      .where(where)
      .orderBy(...orderBy(ordering))
      .limit(page.pageSize)
      .offset(page.pageOffset * page.pageSize),
    db.select({ n: count() }).from(clubs).where(where),
  ])
  return {
    total: totals[0]?.n ?? 0,
    items: rows.map(presentClub),
    perPage: page.pageSize,
    currentPage: page.pageOffset + 1,
  }
}

const lowerName = sql`lower(${clubs.name})`
const ORDER_FIELDS: Record<ClubOrderField, SQL> = {
  Name: lowerName,
  Category: sql`lower(${clubs.category})`,
  CountMembers: memberCount,
  CountOfficers: officerCount,
  Created: sql`${clubs.createdAt}`,
}

/** The keys in order, then the name and the id, so that pages never overlap. */
function orderBy(keys: readonly OrderKey[]): SQL[] {
  const named = keys.some((key) => key.field === 'Name')
  return [
    ...keys.map((key) => (key.descending ? desc : asc)(ORDER_FIELDS[key.field])),
    ...(named ? [] : [asc(lowerName)]),
    asc(clubs.id),
  ]
}

/** Name, category or description contains the text; `%` and `_` typed by a student are literal. */
export function searchMatches(text: string): SQL | undefined {
  const pattern = `%${escapeLike(text)}%`
  return or(
    ilike(clubs.name, pattern),
    ilike(clubs.category, pattern),
    ilike(clubs.description, pattern),
  )
}

/** The category is one of these, whatever the case. */
export function categoryIn(categories: readonly string[]): SQL {
  return inArray(
    sql`lower(${clubs.category})`,
    categories.map((c) => c.toLowerCase()),
  )
}

/** Spec 3 StudentMembership: the viewer is (or is not) in the club. */
export function viewerIsIn(viewerId: number, member: boolean): SQL {
  const exists = sql`exists (select 1 from club_memberships m
    where m.club_id = ${clubs.id} and m.user_id = ${viewerId})`
  return member ? exists : sql`not ${exists}`
}

/** `%` and `_` typed by a student are searched for, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/**
 * One club of the viewer's school as the viewer sees it; any other id, or a club the
 * viewer may not open (`visibleTo`; `admin` opens every one), is a 404.
 */
export function requireClub(
  db: DbOrTx,
  school: School,
  viewerId: number,
  uid: string,
  admin = false,
): Promise<Club> {
  return oneClub(db, school, viewerId, uid, visibleTo(viewerId, admin))
}

/** A club as `condition` lets it be opened, or a 404 (one answer for "none" and "not yours"). */
async function oneClub(
  db: DbOrTx,
  school: School,
  viewerId: number,
  uid: string,
  condition: SQL | undefined,
): Promise<Club> {
  const [row] = await db
    .select(clubColumns(viewerId))
    .from(clubs)
    .where(and(eq(clubs.schoolId, school.id), eq(clubs.uid, uid), condition))
    .limit(1)
  if (!row) throw notFound('Club')
  return presentClub(row)
}

/**
 * Who opens a club's about page: a signed-in student (`admin` opens every club,
 * `seesHidden` still reads one under review), or null for a share-mode visitor, who opens
 * a listed club only (issue 16 "Club pages"; decision 047).
 */
export interface ClubOpener {
  userId: number
  admin: boolean
  seesHidden: boolean
}

/**
 * `GET /api/v1/clubs/{id}/about`: the club, its officers and its additional information.
 * A club a moderator hid says it is under review; only moderators and school admins
 * (`seesHidden`) still see what it says (issue 14 item 4).
 */
export async function clubAbout(
  db: DbOrTx,
  school: School,
  opener: ClubOpener | null,
  uid: string,
): Promise<ClubAbout> {
  // No user has id 0: a visitor's membership and request columns read empty.
  const viewerId = opener?.userId ?? 0
  const condition = opener ? visibleTo(opener.userId, opener.admin) : listed
  const [club, info] = await Promise.all([
    oneClub(db, school, viewerId, uid, condition),
    db
      .select({ additionalInfo: clubs.additionalInfo, hiddenAt: clubs.moderationHiddenAt })
      .from(clubs)
      .where(and(eq(clubs.schoolId, school.id), eq(clubs.uid, uid))),
  ])
  const officers = await db
    .select({
      uid: users.uid,
      firstName: users.firstName,
      lastName: users.lastName,
      photoUrl: shownPhotoUrl,
    })
    .from(clubMemberships)
    .innerJoin(clubs, eq(clubs.id, clubMemberships.clubId))
    .innerJoin(users, eq(users.id, clubMemberships.userId))
    .where(
      and(eq(clubs.schoolId, school.id), eq(clubs.uid, uid), eq(clubMemberships.role, 'officer')),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
  const underReview = (info[0]?.hiddenAt ?? null) !== null
  if (!opener) return visitorsAbout(club, info[0]?.additionalInfo ?? [])
  if (underReview && !opener.seesHidden) {
    return { club: { ...club, description: '' }, officers: [], additionalInfo: [], underReview }
  }
  return { club, officers, additionalInfo: info[0]?.additionalInfo ?? [], underReview }
}

/**
 * What a share-mode visitor reads of a listed club (decision 047): what it says and its
 * logo and cover (their media route serves a listed club's to visitors, issue 30 bug 10),
 * not who runs it (students' names stay in the school).
 */
function visitorsAbout(club: Club, additionalInfo: ClubAbout['additionalInfo']): ClubAbout {
  return { club, officers: [], additionalInfo, underReview: false }
}
