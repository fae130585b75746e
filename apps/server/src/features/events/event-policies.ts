import type { DbOrTx } from '../../platform/db/database.ts'
import {
  can,
  hasRole,
  type Actor,
  type Policies,
  type Rule,
} from '../../platform/policies/policies.ts'
import { clubOfficersRule } from '../clubs/index.ts'
import { eventActions } from './actions.ts'

/**
 * Issue 15: who may create and run events besides school admins (decision 024's
 * widening rules). The subject names the event's club by `clubUid` (absent for a school
 * event) and, for an existing event, its creator by `createdBy`.
 * - a club's officers create, change and check in to their club's events;
 * - staff create school events, and change and check in to the ones they created.
 */
function staffCreatorRule(): Rule {
  return (actor, subject) =>
    subject !== undefined &&
    subject['clubUid'] === undefined &&
    hasRole(actor, 'staff') &&
    subject['createdBy'] === actor.userId
}

export function allowEventRules(policies: Policies, db: DbOrTx): void {
  const officers = clubOfficersRule(db)
  policies.allow('event.create', officers)
  policies.allow('event.manage', officers)
  policies.allow('event.manage', staffCreatorRule())
  policies.allow('event.check_in', officers)
  policies.allow('event.check_in', staffCreatorRule())
}

/**
 * Who reads events: a signed-in student with what their roles allow, or null for a
 * visitor in share mode. `admin` and `staff` come from the policies' role rules.
 */
export interface EventViewer {
  userId: number
  admin: boolean
  staff: boolean
}

export function eventViewerOf(actor: Actor): EventViewer {
  return {
    userId: actor.userId,
    admin: can(actor, eventActions['event.manage'], { schoolId: actor.schoolId }),
    staff: hasRole(actor, 'staff'),
  }
}

/**
 * The `event.manage` rules above for a row already read (its club's officer flag read
 * with it, so a listing asks no more queries): school admins, the club's officers, and
 * for a school event the staff member who created it.
 */
export function managesEvent(
  viewer: EventViewer | null,
  event: { clubId: number | null; createdBy: number | null },
  viewerIsOfficer: boolean,
): boolean {
  if (!viewer) return false
  if (viewer.admin) return true
  if (event.clubId !== null) return viewerIsOfficer
  return viewer.staff && event.createdBy === viewer.userId
}
