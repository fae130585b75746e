import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type {
  AdminClub,
  AdminClubPage,
  AdminClubsQuery,
  Club,
  ClubApprovalBody,
  CreateClubBody,
} from '@quad/shared'
import type { z } from 'zod'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import { findUserByUid } from '../../platform/auth/sessions.service.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { badRequest, conflict, notFound } from '../../platform/errors.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import { keysetPage } from '../../platform/paging/keyset.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { clubMemberships, clubs, type ClubStatus } from '../../db/schema/clubs.ts'
import { clubArtUrls, newClubUid } from './club-art-urls.ts'
import { clubColumns, presentClub } from './club-query.ts'
import { requireClub, searchMatches } from './clubs.service.ts'
import { shownPhotoUrl } from '../profiles/index.ts'

/** The request bodies as their schemas parse them (defaults filled in). */
type Parsed<T extends z.core.$ZodType> = z.output<T>

/**
 * Inserts a club with its first officer in the caller's transaction: a club is never
 * without an officer (issue 14). The art is drawn from the name until a logo is uploaded.
 */
export async function insertClubWithOfficer(
  tx: DbOrTx,
  school: School,
  club: { name: string; description: string; category: string; tags: string[] },
  officerId: number,
  state: { status: ClubStatus; requestedBy: number | null },
): Promise<{ id: number; uid: string }> {
  const [row] = await tx
    .insert(clubs)
    .values({
      ...club,
      tags: uniqueTags(club.tags),
      schoolId: school.id,
      uid: newClubUid(),
      ...clubArtUrls(club.name),
      ...state,
    })
    .returning({ id: clubs.id, uid: clubs.uid })
  if (!row) throw new Error('club was not stored')
  await tx
    .insert(clubMemberships)
    .values({ clubId: row.id, userId: officerId, schoolId: school.id, role: 'officer' })
  return row
}

/** Tags as a set, the first spelling kept ("Chess", "chess" → "Chess"). */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Map<string, string>()
  for (const tag of tags) if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag)
  return [...seen.values()]
}

/** `POST /api/v1/admin/clubs`: an active, published club with its first officer, audited. */
export async function createClub(
  db: Db,
  school: School,
  origin: AuditOrigin & { actorId: number },
  body: Parsed<typeof CreateClubBody>,
): Promise<Club> {
  const officer = await findUserByUid(db, school, body.officerUid)
  if (!officer) {
    throw badRequest('body.officerUid: no such person at this school', [
      { path: 'body.officerUid', message: 'no such person at this school' },
    ])
  }
  const { officerUid: _, ...club } = body
  return db.transaction(async (tx) => {
    const row = await insertClubWithOfficer(tx, school, club, officer.id, {
      status: 'active',
      requestedBy: null,
    })
    await audit(tx, origin, {
      schoolId: school.id,
      action: 'club.create',
      subjectType: 'club',
      subjectId: row.uid,
      details: { name: club.name, officer: officer.uid },
    })
    return requireClub(tx, school, origin.actorId, row.uid, true)
  })
}

/** The club's row in this school, locked for the change; another school's is a 404. */
export async function lockClub(tx: DbOrTx, school: School, uid: string) {
  const [row] = await tx
    .select({
      id: clubs.id,
      name: clubs.name,
      status: clubs.status,
      requestedBy: clubs.requestedBy,
    })
    .from(clubs)
    .where(and(eq(clubs.schoolId, school.id), eq(clubs.uid, uid)))
    .for('update')
  if (!row) throw notFound('Club')
  return row
}

/** Archive (read-only, out of the listings) or restore a club; archiving twice is a no-op. */
export async function setArchived(
  db: Db,
  school: School,
  origin: AuditOrigin & { actorId: number },
  uid: string,
  archived: boolean,
): Promise<Club> {
  return db.transaction(async (tx) => {
    const club = await lockClub(tx, school, uid)
    if (club.status === 'pending') {
      throw conflict('This club is still a request: approve or decline it first.')
    }
    const status: ClubStatus = archived ? 'archived' : 'active'
    if (club.status !== status) {
      await tx.update(clubs).set({ status }).where(eq(clubs.id, club.id))
      await audit(tx, origin, {
        schoolId: school.id,
        action: archived ? 'club.archive' : 'club.restore',
        subjectType: 'club',
        subjectId: uid,
        details: { name: club.name },
      })
    }
    return requireClub(tx, school, origin.actorId, uid, true)
  })
}

/**
 * Approve (the club becomes active and listed) or decline (the request is removed) a
 * club a student asked for; the student is told either way (`club.request_decided`).
 */
export async function decideRequest(
  db: Db,
  outbox: Outbox,
  school: School,
  origin: AuditOrigin & { actorId: number },
  uid: string,
  body: Parsed<typeof ClubApprovalBody>,
): Promise<Club | null> {
  return db.transaction(async (tx) => {
    const club = await lockClub(tx, school, uid)
    if (club.status !== 'pending') throw conflict('This club is not waiting for approval.')
    if (body.approve) {
      await tx.update(clubs).set({ status: 'active' }).where(eq(clubs.id, club.id))
    } else {
      await tx.delete(clubs).where(eq(clubs.id, club.id))
    }
    const note = body.note ? body.note : null
    await audit(tx, origin, {
      schoolId: school.id,
      action: body.approve ? 'club.approve' : 'club.decline',
      subjectType: 'club',
      subjectId: uid,
      details: { name: club.name, note },
    })
    if (club.requestedBy !== null) {
      await outbox.emit(tx, school, 'club.request_decided', {
        clubUid: uid,
        clubName: club.name,
        requesterId: club.requestedBy,
        actorId: origin.actorId,
        approved: body.approve,
        note,
      })
    }
    return body.approve ? requireClub(tx, school, origin.actorId, uid, true) : null
  })
}

const STATUS_ORDER = sql<number>`(case ${clubs.status} when 'pending' then 0
  when 'active' then 1 else 2 end)`
const lowerName = sql<string>`lower(${clubs.name})`

/** `GET /api/v1/admin/clubs`: every club of the school, pending first, then by name. */
export async function listAdminClubs(
  db: DbOrTx,
  school: School,
  viewerId: number,
  query: Parsed<typeof AdminClubsQuery>,
): Promise<AdminClubPage> {
  const page = await keysetPage({
    query: (after) =>
      db
        .select({ ...clubColumns(viewerId), id: clubs.id, order: STATUS_ORDER, lower: lowerName })
        .from(clubs)
        .where(
          and(
            eq(clubs.schoolId, school.id),
            query.status ? eq(clubs.status, query.status) : undefined,
            query.search ? searchMatches(query.search) : undefined,
            after,
          ),
        ),
    keys: [
      { column: STATUS_ORDER, direction: 'asc', value: (row) => row.order, type: 'integer' },
      { column: lowerName, direction: 'asc', value: (row) => row.lower, type: 'text' },
      { column: clubs.id, direction: 'asc', value: (row) => row.id, type: 'integer' },
    ],
    cursor: query.cursor,
    limit: query.limit,
  })
  const requesters = await requestersOf(
    db,
    school,
    page.items.map((row) => row.uid),
  )
  return {
    items: page.items.map((row): AdminClub => ({
      ...presentClub(row),
      requestedBy: requesters.get(row.uid) ?? null,
    })),
    nextCursor: page.nextCursor,
  }
}

/** Who asked for each club, by club uid. */
async function requestersOf(db: DbOrTx, school: School, uids: string[]) {
  if (uids.length === 0) return new Map<string, AdminClub['requestedBy']>()
  const rows = await db
    .select({
      clubUid: clubs.uid,
      uid: users.uid,
      firstName: users.firstName,
      lastName: users.lastName,
      photoUrl: shownPhotoUrl,
    })
    .from(clubs)
    .innerJoin(users, eq(users.id, clubs.requestedBy))
    .where(and(eq(clubs.schoolId, school.id), inArray(clubs.uid, uids)))
    .orderBy(asc(clubs.id))
  return new Map(rows.map(({ clubUid, ...person }) => [clubUid, person]))
}
