import './outbox-messages.ts'
import { and, eq } from 'drizzle-orm'
import type { ClubMembershipRules, ClubMembershipRulesChange, GroupRole } from '@quad/shared'
import { dropGroupPreferences } from '../notifications/index.ts'
import { clubJoinRequests, clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { findUserByUid } from '../../platform/auth/sessions.service.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { forbidden, notFound } from '../../platform/errors.ts'
import { refusal } from '../../platform/policies/actions.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { clubActions } from './actions.ts'
import {
  addMember,
  findClubRow,
  keepAnOfficer,
  studentEvent,
  type ClubRow,
} from './memberships.service.ts'

/**
 * Officers (and school admins) run who is in their club (issue 14, decision 031). The
 * route has checked the action; each change here is one transaction with its audit entry.
 */
export interface AdminDeps {
  db: Db
  outbox: Outbox
  school: School
  origin: AuditOrigin & { actorId: number }
}

/**
 * Whether the actor may change who the club's officers are (`club.appoint_officers`),
 * decided before the transaction: the policies read through their own connection.
 */
export type OfficerCheck = boolean

/** 403 unless the actor may change who the club's officers are. */
export function requireOfficerChange(allowed: OfficerCheck): void {
  if (!allowed) throw forbidden(refusal(clubActions['club.appoint_officers']))
}

/** `PUT …/membership-rules`: closed membership, locked officers (spec 3 Club flags). */
export function setMembershipRules(
  deps: AdminDeps,
  uid: string,
  change: ClubMembershipRulesChange,
): Promise<ClubMembershipRules> {
  return deps.db.transaction(async (tx) => {
    const club = await findClubRow(tx, deps.school, uid)
    const [rules] = await tx
      .update(clubs)
      .set(change)
      .where(eq(clubs.id, club.id))
      .returning({ closedMembership: clubs.closedMembership, lockedOfficers: clubs.lockedOfficers })
    await auditClub(tx, deps, club, 'club.membership_rules', { ...change })
    if (!rules) throw notFound('Club')
    return rules
  })
}

/** Approves (a join: `club.member_joined`) or declines a request; the student is told. */
export function decideRequest(
  deps: AdminDeps,
  uid: string,
  memberUid: string,
  approve: boolean,
): Promise<void> {
  return deps.db.transaction(async (tx) => {
    const club = await findClubRow(tx, deps.school, uid)
    const person = await requirePerson(tx, deps.school, memberUid)
    const removed = await tx
      .delete(clubJoinRequests)
      .where(and(eq(clubJoinRequests.clubId, club.id), eq(clubJoinRequests.userId, person.id)))
      .returning({ userId: clubJoinRequests.userId })
    if (removed.length === 0) throw notFound('Request')
    if (approve) await addMember(tx, deps.outbox, deps.school, club, person.id)
    await deps.outbox.emit(tx, deps.school, 'club.join_decided', {
      clubUid: club.uid,
      clubName: club.name,
      userId: person.id,
      actorId: deps.origin.actorId,
      approved: approve,
    })
    const action = approve ? 'club.request_approve' : 'club.request_decline'
    await auditClub(tx, deps, club, action, { member: memberUid })
  })
}

/** Removes a member; an officer only where the actor may change officers, never the last. */
export function removeMember(
  deps: AdminDeps,
  uid: string,
  memberUid: string,
  mayChangeOfficers: OfficerCheck,
): Promise<void> {
  return deps.db.transaction(async (tx) => {
    const club = await findClubRow(tx, deps.school, uid)
    const member = await requireMember(tx, deps.school, club, memberUid)
    if (member.role === 'officer') {
      requireOfficerChange(mayChangeOfficers)
      await keepAnOfficer(tx, club.id, member.id)
    }
    await tx
      .delete(clubMemberships)
      .where(and(eq(clubMemberships.clubId, club.id), eq(clubMemberships.userId, member.id)))
    await dropGroupPreferences(tx, member.id, club.uid)
    await deps.outbox.emit(tx, deps.school, 'club.member_left', studentEvent(club, member.id))
    await auditClub(tx, deps, club, 'club.member_remove', { member: memberUid, role: member.role })
  })
}

/** Makes a member an officer or an officer a member (stepping down is this on yourself). */
export function changeMemberRole(
  deps: AdminDeps,
  uid: string,
  memberUid: string,
  role: GroupRole,
  mayChangeOfficers: OfficerCheck,
): Promise<void> {
  return deps.db.transaction(async (tx) => {
    const club = await findClubRow(tx, deps.school, uid)
    const member = await requireMember(tx, deps.school, club, memberUid)
    if (member.role === role) return
    requireOfficerChange(mayChangeOfficers)
    if (role === 'member') await keepAnOfficer(tx, club.id, member.id)
    await setRole(tx, deps.outbox, deps.school, club, member.id, role)
    await auditClub(tx, deps, club, 'club.member_role', { member: memberUid, role })
  })
}

/**
 * A member's new role in the club, with what follows from it: the notification choices of
 * the old role go (the matrix shows the role held) and `club.member_role_changed` is told.
 */
export async function setRole(
  tx: DbOrTx,
  outbox: Outbox,
  school: School,
  club: ClubRow,
  userId: number,
  role: GroupRole,
): Promise<void> {
  await tx
    .update(clubMemberships)
    .set({ role })
    .where(and(eq(clubMemberships.clubId, club.id), eq(clubMemberships.userId, userId)))
  await dropGroupPreferences(tx, userId, club.uid)
  await outbox.emit(tx, school, 'club.member_role_changed', studentEvent(club, userId))
}

async function requirePerson(tx: DbOrTx, school: School, uid: string) {
  const person = await findUserByUid(tx, school, uid)
  if (!person) throw notFound('Member')
  return person
}

/** The person named and their role in the club; anyone not in it is a 404. */
async function requireMember(tx: DbOrTx, school: School, club: ClubRow, uid: string) {
  const person = await requirePerson(tx, school, uid)
  const [row] = await tx
    .select({ role: clubMemberships.role })
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, club.id), eq(clubMemberships.userId, person.id)))
  if (!row) throw notFound('Member')
  return { id: person.id, role: row.role }
}

export function auditClub(
  tx: DbOrTx,
  deps: AdminDeps,
  club: ClubRow,
  action: string,
  details: Record<string, unknown>,
) {
  return audit(tx, deps.origin, {
    schoolId: deps.school.id,
    action,
    subjectType: 'club',
    subjectId: club.uid,
    details,
  })
}
