import { and, eq, sql, type SQL } from 'drizzle-orm'
import {
  ConnectionStatus,
  type ClubMember,
  type ClubMembersPage,
  type ClubMemberStatus,
  type GroupRole,
} from '@quad/shared'
import { connectionBetween } from '../connections/index.ts'
import { effectiveVisibility, shownPersonColumns } from '../profiles/index.ts'
import { clubJoinRequests, clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { profiles } from '../../db/schema/profiles.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { notFound } from '../../platform/errors.ts'
import { keysetPage } from '../../platform/paging/keyset.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

export interface MembersQuery {
  q?: string | undefined
  role?: GroupRole | undefined
  status: ClubMemberStatus
  cursor?: string | undefined
  limit: number
}

const lastName = sql<string>`lower(${users.lastName})`
const firstName = sql<string>`lower(${users.firstName})`

/**
 * The club's members (or requests to join), by name, a page at a time (decision 025).
 * Each email shows only where its owner's privacy lets the viewer see it (issue 4).
 */
export async function listMembers(
  db: DbOrTx,
  school: School,
  viewerId: number,
  uid: string,
  query: MembersQuery,
): Promise<ClubMembersPage> {
  const clubId = await clubIdOf(db, school, uid)
  const source = query.status === 'active' ? activeSource(clubId) : pendingSource(clubId)
  const page = await keysetPage({
    query: (after) =>
      db
        .select({
          ...shownPersonColumns,
          email: users.email,
          fieldVisibility: profiles.fieldVisibility,
          role: source.role,
          since: source.since,
          lastKey: lastName,
          firstKey: firstName,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(
          and(
            eq(users.schoolId, school.id),
            source.includes,
            query.role === undefined ? undefined : sql`${source.role} = ${query.role}`,
            nameMatches(query.q),
            after,
          ),
        ),
    keys: [
      { column: lastName, direction: 'asc', value: (row) => row.lastKey, type: 'text' },
      { column: firstName, direction: 'asc', value: (row) => row.firstKey, type: 'text' },
      { column: users.uid, direction: 'asc', value: (row) => row.uid, type: 'text' },
    ],
    cursor: query.cursor,
    limit: query.limit,
  })
  const items = await Promise.all(
    page.items.map(async (row) => ({
      uid: row.uid,
      firstName: row.firstName,
      lastName: row.lastName,
      photoUrl: row.photoUrl,
      email: (await emailVisible(db, school, viewerId, row)) ? row.email : null,
      role: query.status === 'active' ? asRole(row.role) : null,
      status: query.status,
      since: new Date(row.since).toISOString(),
    })),
  )
  return { items: items satisfies ClubMember[], nextCursor: page.nextCursor }
}

/** Every member, for the CSV export: pages of the listing until the end. */
export async function allMembers(
  db: DbOrTx,
  school: School,
  viewerId: number,
  uid: string,
): Promise<ClubMember[]> {
  const all: ClubMember[] = []
  let cursor: string | undefined
  do {
    const page = await listMembers(db, school, viewerId, uid, {
      status: 'active',
      cursor,
      limit: 500,
    })
    all.push(...page.items)
    cursor = page.nextCursor ?? undefined
  } while (cursor)
  return all
}

function activeSource(clubId: number) {
  return {
    includes: sql`exists (select 1 from ${clubMemberships} m
      where m.club_id = ${clubId} and m.user_id = ${users.id})`,
    role: sql<string | null>`(select m.role from ${clubMemberships} m
      where m.club_id = ${clubId} and m.user_id = ${users.id})`,
    since: sql<string>`(select m.joined_at from ${clubMemberships} m
      where m.club_id = ${clubId} and m.user_id = ${users.id})`,
  }
}

function pendingSource(clubId: number) {
  return {
    includes: sql`exists (select 1 from ${clubJoinRequests} r
      where r.club_id = ${clubId} and r.user_id = ${users.id})`,
    role: sql<string | null>`null`,
    since: sql<string>`(select r.requested_at from ${clubJoinRequests} r
      where r.club_id = ${clubId} and r.user_id = ${users.id})`,
  }
}

/** First name, last name or both contain the text; `%` and `_` typed are literal. */
function nameMatches(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`
}

/** Issue 4 privacy: the owner's choice for `email`, then the school's, then Quad's. */
async function emailVisible(
  db: DbOrTx,
  school: School,
  viewerId: number,
  row: { id: number; fieldVisibility: Record<string, string> | null },
): Promise<boolean> {
  if (row.id === viewerId) return true
  const own = row.fieldVisibility ?? {}
  const visibility = effectiveVisibility('email', own, school.profileVisibilityDefaults)
  if (visibility === 'school') return true
  if (visibility !== 'connections') return false
  const { status } = await connectionBetween(db, school, viewerId, row.id)
  return status === ConnectionStatus.CONNECTED
}

const asRole = (role: string | null): GroupRole => (role === 'officer' ? 'officer' : 'member')

/** The club's internal id, in this school only (else a 404). */
async function clubIdOf(db: DbOrTx, school: School, uid: string): Promise<number> {
  const [club] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(and(eq(clubs.schoolId, school.id), eq(clubs.uid, uid)))
  if (!club) throw notFound('Club')
  return club.id
}
