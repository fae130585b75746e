import type { DbOrTx } from '../../platform/db/database.ts'
import { hasRole, type Policies, type Rule } from '../../platform/policies/policies.ts'
import { clubOfficersRule } from '../clubs/index.ts'

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
