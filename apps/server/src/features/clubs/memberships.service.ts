import { and, eq } from 'drizzle-orm'
import type { Club } from '@quad/shared'
import { notifyAll, type Delivered, dropGroupPreferences } from '../notifications/index.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { requireClub } from './clubs.service.ts'

export interface MembershipChange {
  club: Club
  /** False when the student was already in (join) or already out (leave): nothing changed. */
  changed: boolean
  /** In-app items the change produced, to announce after the commit. */
  delivered: Delivered[]
}

/**
 * The student joins a club as a member. In the same transaction, every officer of the
 * club gets a `groups.officer.newMember` event, gated by that officer's own setting for
 * this club (issue 7): the notification exists exactly when the membership does.
 */
export function joinClub(db: Db, school: School, userId: number, uid: string) {
  return changeMembership(db, school, userId, uid, async (tx, club) => {
    const inserted = await tx
      .insert(clubMemberships)
      .values({ clubId: club.id, userId, schoolId: school.id, role: 'member' })
      .onConflictDoNothing()
      .returning({ userId: clubMemberships.userId })
    if (inserted.length === 0) return null
    // A new membership starts from the defaults, whatever an earlier one chose.
    await dropGroupPreferences(tx, userId, uid)
    const officers = await tx
      .select({ userId: clubMemberships.userId })
      .from(clubMemberships)
      .where(and(eq(clubMemberships.clubId, club.id), eq(clubMemberships.role, 'officer')))
    return notifyAll(
      tx,
      school,
      officers.map((officer) => ({
        type: 'club_member_joined' as const,
        userId: officer.userId,
        actorId: userId,
        clubId: uid,
        clubName: club.name,
      })),
    )
  })
}

/** The student leaves a club; their settings for it go with the membership. */
export function leaveClub(db: Db, school: School, userId: number, uid: string) {
  return changeMembership(db, school, userId, uid, async (tx, club) => {
    const removed = await tx
      .delete(clubMemberships)
      .where(and(eq(clubMemberships.clubId, club.id), eq(clubMemberships.userId, userId)))
      .returning({ userId: clubMemberships.userId })
    if (removed.length === 0) return null
    await dropGroupPreferences(tx, userId, uid)
    return []
  })
}

/**
 * One membership change in one transaction, on a club of the student's school (else a
 * 404). `apply` answers what it delivered, or null when there was nothing to change.
 */
async function changeMembership(
  db: Db,
  school: School,
  userId: number,
  uid: string,
  apply: (tx: DbOrTx, club: { id: number; name: string }) => Promise<Delivered[] | null>,
): Promise<MembershipChange> {
  return db.transaction(async (tx) => {
    const delivered = await apply(tx, await findClubRow(tx, school, uid))
    const club = await requireClub(tx, school, userId, uid)
    return { club, changed: delivered !== null, delivered: delivered ?? [] }
  })
}

/** The club's internal id and name, in the student's school only (else a 404). */
async function findClubRow(tx: DbOrTx, school: School, uid: string) {
  const [club] = await tx
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(and(eq(clubs.schoolId, school.id), eq(clubs.uid, uid)))
  if (!club) throw notFound('Club')
  return club
}
