import { and, asc, eq, inArray, lte } from 'drizzle-orm'
import {
  CLUB_HANDOVER_DAYS_MAX,
  type ClubHandoverAnswer,
  type ClubHandoverBody,
} from '@quad/shared'
import { clubMemberships, clubOfficerHandovers, clubs } from '../../db/schema/clubs.ts'
import { audit } from '../../platform/audit/audit.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { fieldError, notFound } from '../../platform/errors.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import { findSchoolById, type School } from '../../platform/tenancy/schools.service.ts'
import {
  auditClub,
  requireOfficerChange,
  setRole,
  type AdminDeps,
  type OfficerCheck,
} from './membership-admin.service.ts'
import { findClubRow, type ClubRow } from './memberships.service.ts'

const DAY_MS = 86_400_000

/** Hand-overs applied per transaction by the job (a term's end may bring many at once). */
const DUE_BATCH = 100

/**
 * `GET /api/v1/clubs/{id}/handover` (issue 37 item 6, decision 104): the officers who
 * step down, and when; only those still officers (one who left already is no one's concern).
 */
export async function handoverOf(
  db: DbOrTx,
  school: School,
  clubUid: string,
): Promise<ClubHandoverAnswer> {
  const rows = await db
    .select({
      uid: users.uid,
      firstName: users.firstName,
      lastName: users.lastName,
      endsAt: clubOfficerHandovers.endsAt,
    })
    .from(clubOfficerHandovers)
    .innerJoin(clubs, eq(clubs.id, clubOfficerHandovers.clubId))
    .innerJoin(users, eq(users.id, clubOfficerHandovers.userId))
    .innerJoin(
      clubMemberships,
      and(
        eq(clubMemberships.clubId, clubOfficerHandovers.clubId),
        eq(clubMemberships.userId, clubOfficerHandovers.userId),
        eq(clubMemberships.role, 'officer'),
      ),
    )
    .where(and(eq(clubs.schoolId, school.id), eq(clubs.uid, clubUid)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
  const first = rows[0]
  if (!first) return { handover: null }
  return {
    handover: {
      outgoing: rows.map(({ uid, firstName, lastName }) => ({ uid, firstName, lastName })),
      endsAt: first.endsAt.toISOString(),
    },
  }
}

/**
 * `PUT …/handover`: the incoming members are officers at once; the outgoing officers step
 * down at `endsAt` (at once when it has passed), replacing any hand-over still waiting.
 * One transaction, one audit entry. 400 names the person who is not a member (incoming)
 * or not an officer (outgoing), or the date more than a year ahead.
 */
export function scheduleHandover(
  deps: AdminDeps,
  clubUid: string,
  body: ClubHandoverBody,
  mayChangeOfficers: OfficerCheck,
  now = new Date(),
): Promise<ClubHandoverAnswer> {
  requireOfficerChange(mayChangeOfficers)
  const endsAt = new Date(body.endsAt)
  if (endsAt.getTime() > now.getTime() + CLUB_HANDOVER_DAYS_MAX * DAY_MS) {
    throw fieldError('body.endsAt', 'is more than a year ahead')
  }
  const incoming = [...new Set(body.incoming)]
  const outgoing = [...new Set(body.outgoing)]
  const both = outgoing.findIndex((uid) => incoming.includes(uid))
  if (both >= 0) throw fieldError(`body.outgoing.${String(both)}`, 'is also taking over')
  return deps.db.transaction(async (tx) => {
    const club = await findClubRow(tx, deps.school, clubUid)
    const roles = await rolesOf(tx, club, [...incoming, ...outgoing])
    const taking = incoming.map((uid, i) => {
      const member = roles.get(uid)
      if (!member) throw fieldError(`body.incoming.${String(i)}`, 'is not a member of this club')
      return member
    })
    const leaving = outgoing.map((uid, i) => {
      const member = roles.get(uid)
      if (member?.role !== 'officer') {
        throw fieldError(`body.outgoing.${String(i)}`, 'is not an officer of this club')
      }
      return member
    })
    for (const member of taking) {
      if (member.role !== 'officer') {
        await setRole(tx, deps.outbox, deps.school, club, member.id, 'officer')
      }
    }
    await tx.delete(clubOfficerHandovers).where(eq(clubOfficerHandovers.clubId, club.id))
    if (leaving.length > 0) {
      await tx.insert(clubOfficerHandovers).values(
        leaving.map((member) => ({
          clubId: club.id,
          userId: member.id,
          schoolId: deps.school.id,
          endsAt,
        })),
      )
    }
    await auditClub(tx, deps, club, 'club.handover', {
      incoming,
      outgoing,
      endsAt: endsAt.toISOString(),
    })
    if (endsAt <= now) await stepDown(tx, deps.outbox, deps.school, club, now)
    return handoverOf(tx, deps.school, clubUid)
  })
}

/** `DELETE …/handover`: the outgoing officers stay officers; those appointed stay too. */
export function cancelHandover(
  deps: AdminDeps,
  clubUid: string,
  mayChangeOfficers: OfficerCheck,
): Promise<void> {
  requireOfficerChange(mayChangeOfficers)
  return deps.db.transaction(async (tx) => {
    const club = await findClubRow(tx, deps.school, clubUid)
    const removed = await tx
      .delete(clubOfficerHandovers)
      .where(eq(clubOfficerHandovers.clubId, club.id))
      .returning({ userId: clubOfficerHandovers.userId })
    if (removed.length === 0) throw notFound('Hand-over')
    await auditClub(tx, deps, club, 'club.handover_cancel', {})
  })
}

/**
 * The job's sweep: every hand-over whose time has come, a batch per transaction, each
 * club locked as officer changes lock it. Returns how many officers stepped down.
 */
export async function applyDueHandovers(db: Db, outbox: Outbox, now = new Date()): Promise<number> {
  let total = 0
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await tx
        .selectDistinct({ uid: clubs.uid, schoolId: clubs.schoolId })
        .from(clubOfficerHandovers)
        .innerJoin(clubs, eq(clubs.id, clubOfficerHandovers.clubId))
        .where(lte(clubOfficerHandovers.endsAt, now))
        .limit(DUE_BATCH)
      // A term's end is one school's: its row is read once a batch, not once a club.
      const schools = new Map<number, School | null>()
      let stepped = 0
      for (const { uid, schoolId } of due) {
        if (!schools.has(schoolId)) schools.set(schoolId, await findSchoolById(tx, schoolId))
        const school = schools.get(schoolId)
        if (!school) continue
        const club = await findClubRow(tx, school, uid)
        stepped += await stepDown(tx, outbox, school, club, now)
      }
      return { clubs: due.length, stepped }
    })
    total += done.stepped
    if (done.clubs < DUE_BATCH) return total
  }
}

/**
 * The club's outgoing officers whose time has come become members; a club is never left
 * without an officer (one who would be the last stays, and the entry says so). Audited as
 * the hand-over's own doing (no actor).
 */
async function stepDown(
  tx: DbOrTx,
  outbox: Outbox,
  school: School,
  club: ClubRow,
  now: Date,
): Promise<number> {
  const due = await tx
    .delete(clubOfficerHandovers)
    .where(and(eq(clubOfficerHandovers.clubId, club.id), lte(clubOfficerHandovers.endsAt, now)))
    .returning({ userId: clubOfficerHandovers.userId })
  const leaving = due.map((row) => row.userId)
  if (leaving.length === 0) return 0
  const officers = await tx
    .select({ userId: clubMemberships.userId })
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, club.id), eq(clubMemberships.role, 'officer')))
  const staying = officers.filter((row) => !leaving.includes(row.userId))
  const stepping = officers
    .map((row) => row.userId)
    .filter((id) => leaving.includes(id))
    // The last officer of a club whose incoming officers are all gone stays one.
    .slice(staying.length === 0 ? 1 : 0)
  for (const userId of stepping) await setRole(tx, outbox, school, club, userId, 'member')
  const people = await tx
    .select({ id: users.id, uid: users.uid })
    .from(users)
    .where(inArray(users.id, leaving))
  const uidOf = (id: number) => people.find((person) => person.id === id)?.uid ?? String(id)
  await audit(
    tx,
    { actorId: null, requestId: null, ip: null },
    {
      schoolId: school.id,
      action: 'club.handover_applied',
      subjectType: 'club',
      subjectId: club.uid,
      details: {
        steppedDown: stepping.map(uidOf),
        kept: leaving.filter((id) => !stepping.includes(id)).map(uidOf),
      },
    },
  )
  return stepping.length
}

/** The named people's roles in the club, by uid (anyone not in it is absent). */
async function rolesOf(tx: DbOrTx, club: ClubRow, uids: readonly string[]) {
  if (uids.length === 0) return new Map<string, { id: number; role: string }>()
  const rows = await tx
    .select({ uid: users.uid, id: users.id, role: clubMemberships.role })
    .from(clubMemberships)
    .innerJoin(users, eq(users.id, clubMemberships.userId))
    .where(and(eq(clubMemberships.clubId, club.id), inArray(users.uid, uids)))
  return new Map(rows.map((row) => [row.uid, { id: row.id, role: row.role }]))
}
