import type { DbOrTx } from '../../platform/db/database.ts'
import type { Rule } from '../../platform/policies/policies.ts'
import { clubRoleOf } from './club-roles.ts'

/**
 * Decision 024: a club's officers may update their club, besides school admins. The
 * subject names the club by its public `clubUid`; a club of another school is no match.
 */
export function clubOfficersRule(db: DbOrTx): Rule {
  return async (actor, subject) => {
    const clubUid = subject?.clubUid
    if (typeof clubUid !== 'string') return false
    const role = await clubRoleOf(db, { id: actor.schoolId }, actor.userId, clubUid)
    return role?.role === 'officer'
  }
}
