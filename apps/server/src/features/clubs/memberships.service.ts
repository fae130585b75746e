import './outbox-messages.ts'
import { and, eq } from 'drizzle-orm'
import type { Club } from '@quad/shared'
import { dropGroupPreferences } from '../notifications/index.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import { clubJoinRequests, clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { conflict, notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { membersOf } from './club-members.ts'
import { requireClub } from './clubs.service.ts'

export interface MembershipChange {
  club: Club
  /** False when the student was already in (join) or already out (leave): nothing changed. */
  changed: boolean
}

/**
 * The student joins a club as a member, or on a closed club asks to (decision 031).
 * The outbox message is emitted in the same transaction (decision 023): it exists exactly when
 * the membership (or request) does, and after the commit tells the club's officers.
 */
export function joinClub(db: Db, outbox: Outbox, school: School, userId: number, uid: string) {
  return changeMembership(db, school, userId, uid, async (tx, club) => {
    // Decision 030: an archived club is read-only; a requested one is not open yet.
    if (club.status === 'archived')
      throw conflict('This club is archived: it takes no new members.')
    if (club.status === 'pending') throw notFound('Club')
    if (club.closedMembership) return requestToJoin(tx, outbox, school, club, userId)
    return addMember(tx, outbox, school, club, userId)
  })
}

/**
 * Makes the student a member (a join, or an approved request): `club.member_joined`
 * tells the officers (`groups.officer.newMember`). False when they were already in.
 */
export async function addMember(
  tx: DbOrTx,
  outbox: Outbox,
  school: School,
  club: ClubRow,
  userId: number,
): Promise<boolean> {
  const inserted = await tx
    .insert(clubMemberships)
    .values({ clubId: club.id, userId, schoolId: school.id, role: 'member' })
    .onConflictDoNothing()
    .returning({ userId: clubMemberships.userId })
  if (inserted.length === 0) return false
  // A new membership starts from the defaults, whatever an earlier one chose.
  await dropGroupPreferences(tx, userId, club.uid)
  await outbox.emit(tx, school, 'club.member_joined', studentEvent(club, userId))
  return true
}

/** The payload of the outbox messages about one student and one club (joined, left, asked). */
export const studentEvent = (club: ClubRow, userId: number) => ({
  clubId: club.id,
  clubUid: club.uid,
  clubName: club.name,
  userId,
})

/** A request to join a closed club; a member (or one who asked already) changes nothing. */
async function requestToJoin(
  tx: DbOrTx,
  outbox: Outbox,
  school: School,
  club: ClubRow,
  userId: number,
): Promise<boolean> {
  if (await isMember(tx, club.id, userId)) return false
  const inserted = await tx
    .insert(clubJoinRequests)
    .values({ clubId: club.id, userId, schoolId: school.id })
    .onConflictDoNothing()
    .returning({ userId: clubJoinRequests.userId })
  if (inserted.length === 0) return false
  await outbox.emit(tx, school, 'club.join_requested', studentEvent(club, userId))
  return true
}

/**
 * The student leaves a club (or withdraws a request to join); their settings for it go
 * with the membership. The last officer cannot leave (issue 14: never a club without one).
 */
export function leaveClub(db: Db, outbox: Outbox, school: School, userId: number, uid: string) {
  return changeMembership(db, school, userId, uid, async (tx, club) => {
    const withdrawn = await tx
      .delete(clubJoinRequests)
      .where(and(eq(clubJoinRequests.clubId, club.id), eq(clubJoinRequests.userId, userId)))
      .returning({ userId: clubJoinRequests.userId })
    await keepAnOfficer(tx, club.id, userId)
    const removed = await tx
      .delete(clubMemberships)
      .where(and(eq(clubMemberships.clubId, club.id), eq(clubMemberships.userId, userId)))
      .returning({ userId: clubMemberships.userId })
    if (removed.length === 0) return withdrawn.length > 0
    await dropGroupPreferences(tx, userId, uid)
    await outbox.emit(tx, school, 'club.member_left', studentEvent(club, userId))
    return true
  })
}

async function isMember(tx: DbOrTx, clubId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ userId: clubMemberships.userId })
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, userId)))
  return row !== undefined
}

/**
 * One membership change in one transaction, on a club of the student's school (else a
 * 404). `apply` answers whether there was anything to change.
 */
async function changeMembership(
  db: Db,
  school: School,
  userId: number,
  uid: string,
  apply: (tx: DbOrTx, club: ClubRow) => Promise<boolean>,
): Promise<MembershipChange> {
  return db.transaction(async (tx) => {
    const changed = await apply(tx, await findClubRow(tx, school, uid))
    const club = await requireClub(tx, school, userId, uid)
    return { club, changed }
  })
}

/** What a membership change needs of the club. */
export interface ClubRow {
  id: number
  uid: string
  name: string
  status: string
  closedMembership: boolean
  lockedOfficers: boolean
}

/**
 * The club in the student's school only (else a 404), locked for the transaction: two
 * officers stepping down at once cannot both see the other still there. A read outside
 * any change passes `lock` false, so it never waits behind one.
 */
export async function findClubRow(
  tx: DbOrTx,
  school: School,
  uid: string,
  lock = true,
): Promise<ClubRow> {
  const query = tx
    .select({
      id: clubs.id,
      uid: clubs.uid,
      name: clubs.name,
      status: clubs.status,
      closedMembership: clubs.closedMembership,
      lockedOfficers: clubs.lockedOfficers,
    })
    .from(clubs)
    .where(and(eq(clubs.schoolId, school.id), eq(clubs.uid, uid)))
  const [club] = lock ? await query.for('update') : await query
  if (!club) throw notFound('Club')
  return club
}

/** 409 when `userId` is the club's only officer: a club is never left without one. */
export async function keepAnOfficer(tx: DbOrTx, clubId: number, userId: number): Promise<void> {
  const officers = await membersOf(tx, clubId, 'officer')
  if (officers.length === 1 && officers[0] === userId) {
    throw conflict('A club needs at least one officer: appoint another officer first.')
  }
}
