import './events.ts'
import { and, eq } from 'drizzle-orm'
import type { Club } from '@quad/shared'
import { dropGroupPreferences } from '../notifications/index.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import type { Events } from '../../platform/events/events.ts'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { conflict, notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { requireClub } from './clubs.service.ts'

export interface MembershipChange {
  club: Club
  /** False when the student was already in (join) or already out (leave): nothing changed. */
  changed: boolean
}

/**
 * The student joins a club as a member. In the same transaction, `club.member_joined`
 * is emitted (decision 023): it exists exactly when the membership does, and after the
 * commit tells the club's officers (`groups.officer.newMember`, `notifications.ts`).
 */
export function joinClub(db: Db, events: Events, school: School, userId: number, uid: string) {
  return changeMembership(db, school, userId, uid, async (tx, club) => {
    // Decision 030: an archived club is read-only; a requested one is not open yet.
    if (club.status === 'archived')
      throw conflict('This club is archived: it takes no new members.')
    if (club.status === 'pending') throw notFound('Club')
    const inserted = await tx
      .insert(clubMemberships)
      .values({ clubId: club.id, userId, schoolId: school.id, role: 'member' })
      .onConflictDoNothing()
      .returning({ userId: clubMemberships.userId })
    if (inserted.length === 0) return false
    // A new membership starts from the defaults, whatever an earlier one chose.
    await dropGroupPreferences(tx, userId, uid)
    const joined = { clubId: club.id, clubUid: uid, clubName: club.name, userId }
    await events.emit(tx, school, 'club.member_joined', joined)
    return true
  })
}

/** The student leaves a club; their settings for it go with the membership. */
export function leaveClub(db: Db, school: School, userId: number, uid: string) {
  return changeMembership(db, school, userId, uid, async (tx, club) => {
    const removed = await tx
      .delete(clubMemberships)
      .where(and(eq(clubMemberships.clubId, club.id), eq(clubMemberships.userId, userId)))
      .returning({ userId: clubMemberships.userId })
    if (removed.length === 0) return false
    await dropGroupPreferences(tx, userId, uid)
    return true
  })
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
  apply: (tx: DbOrTx, club: { id: number; name: string; status: string }) => Promise<boolean>,
): Promise<MembershipChange> {
  return db.transaction(async (tx) => {
    const changed = await apply(tx, await findClubRow(tx, school, uid))
    const club = await requireClub(tx, school, userId, uid)
    return { club, changed }
  })
}

/** The club's internal id and name, in the student's school only (else a 404). */
async function findClubRow(tx: DbOrTx, school: School, uid: string) {
  const [club] = await tx
    .select({ id: clubs.id, name: clubs.name, status: clubs.status })
    .from(clubs)
    .where(and(eq(clubs.schoolId, school.id), eq(clubs.uid, uid)))
  if (!club) throw notFound('Club')
  return club
}
