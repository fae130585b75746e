import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import type { Rule } from '../../platform/policies/policies.ts'

/**
 * Decision 024: a club's officers may update their club, besides school admins. The
 * subject names the club by its public `clubUid`; a club of another school is no match.
 */
export function clubOfficersRule(db: DbOrTx): Rule {
  return async (actor, subject) => {
    const clubUid = subject?.clubUid
    if (typeof clubUid !== 'string') return false
    const rows = await db
      .select({ role: clubMemberships.role })
      .from(clubMemberships)
      .innerJoin(clubs, eq(clubs.id, clubMemberships.clubId))
      .where(
        and(
          eq(clubs.uid, clubUid),
          eq(clubs.schoolId, actor.schoolId),
          eq(clubMemberships.userId, actor.userId),
          eq(clubMemberships.role, 'officer'),
        ),
      )
      .limit(1)
    return rows.length > 0
  }
}
