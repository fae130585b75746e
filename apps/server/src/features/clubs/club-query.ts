import { sql } from 'drizzle-orm'
import type { Club } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'

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
    countMembers: memberCount,
    countOfficers: officerCount,
    membership: sql<string | null>`(select m.role from club_memberships m
      where m.club_id = ${clubs.id} and m.user_id = ${viewerId})`,
    closedMembership: clubs.closedMembership,
    lockedOfficers: clubs.lockedOfficers,
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
  countMembers: number
  countOfficers: number
  membership: string | null
  closedMembership: boolean
  lockedOfficers: boolean
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
    requestPending: Boolean(row.requestPending),
    createdAt: row.createdAt.toISOString(),
  }
}
