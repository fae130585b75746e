import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { Club } from '@quad/shared'
import { clubs, type ClubStatus } from '../../db/schema/clubs.ts'

/** How many students are in the club, officers included. */
export const memberCount = sql<number>`(select count(*)::int from club_memberships m
  where m.club_id = ${clubs.id})`

export const officerCount = sql<number>`(select count(*)::int from club_memberships m
  where m.club_id = ${clubs.id} and m.role = 'officer')`

/** What a club row shows a viewer: its fields, its counts and the viewer's own role. */
export function clubColumns(viewerId: number) {
  return {
    uid: clubs.uid,
    name: clubs.name,
    description: clubs.description,
    category: clubs.category,
    logoUrl: clubs.logoUrl,
    coverUrl: clubs.coverUrl,
    createdAt: clubs.createdAt,
    status: clubs.status,
    published: clubs.published,
    hidden: clubs.hidden,
    tags: clubs.tags,
    countMembers: memberCount,
    countOfficers: officerCount,
    membership: sql<string | null>`(select m.role from club_memberships m
      where m.club_id = ${clubs.id} and m.user_id = ${viewerId})`,
    closedMembership: clubs.closedMembership,
    lockedOfficers: clubs.lockedOfficers,
    discussionOpen: clubs.discussionOpen,
    requestPending: sql<boolean>`exists (select 1 from club_join_requests r
      where r.club_id = ${clubs.id} and r.user_id = ${viewerId})`,
  }
}

interface ClubRow {
  uid: string
  name: string
  description: string
  category: string
  logoUrl: string | null
  coverUrl: string | null
  createdAt: Date
  status: ClubStatus
  published: boolean
  hidden: boolean
  tags: string[]
  countMembers: number
  countOfficers: number
  membership: string | null
  closedMembership: boolean
  lockedOfficers: boolean
  discussionOpen: boolean
  requestPending: boolean
}

/** A row as the wire shape: the public id, never the internal one. */
export function presentClub(row: ClubRow): Club {
  return {
    id: row.uid,
    name: row.name,
    description: row.description,
    category: row.category,
    logoUrl: row.logoUrl,
    coverUrl: row.coverUrl,
    countMembers: row.countMembers,
    countOfficers: row.countOfficers,
    membership: row.membership === 'officer' || row.membership === 'member' ? row.membership : null,
    closedMembership: row.closedMembership,
    lockedOfficers: row.lockedOfficers,
    discussionOpen: row.discussionOpen,
    requestPending: Boolean(row.requestPending),
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    published: row.published,
    hidden: row.hidden,
    tags: row.tags,
  }
}

/**
 * What the listings show (decision 030): active, published clubs not hidden from the
 * list. A hidden club is still open by its link. A club a moderator hid (issue 14 item 4,
 * decision 032) is in no listing.
 */
export const listed: SQL = and(
  eq(clubs.status, 'active'),
  eq(clubs.published, true),
  eq(clubs.hidden, false),
  isNull(clubs.moderationHiddenAt),
) as SQL

/**
 * Who may open a club by its link (decision 030): anyone an active, published club; its
 * officers whatever its state (a pending request, an unpublished club); its members an
 * archived one, read-only. School admins see every club (`admin`).
 */
export function visibleTo(viewerId: number, admin: boolean): SQL | undefined {
  if (admin) return undefined
  return sql`((${clubs.status} = 'active' and ${clubs.published})
    or exists (select 1 from club_memberships m where m.club_id = ${clubs.id}
      and m.user_id = ${viewerId} and (m.role = 'officer' or ${clubs.status} = 'archived')))`
}
