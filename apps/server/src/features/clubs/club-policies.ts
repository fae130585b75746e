import type { DbOrTx } from '../../platform/db/database.ts'
import type { Policies, Rule } from '../../platform/policies/policies.ts'
import { clubRoleOf } from './club-roles.ts'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { and, eq } from 'drizzle-orm'

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

/**
 * An officer of any active club of the actor's school, whatever the subject: what another
 * feature grants officers as such (issue 36 item 6: publishing office hours).
 */
export function officerOfAnyClubRule(db: DbOrTx): Rule {
  return async (actor) => {
    const [row] = await db
      .select({ clubId: clubMemberships.clubId })
      .from(clubMemberships)
      .innerJoin(clubs, eq(clubs.id, clubMemberships.clubId))
      .where(
        and(
          eq(clubMemberships.schoolId, actor.schoolId),
          eq(clubMemberships.userId, actor.userId),
          eq(clubMemberships.role, 'officer'),
          eq(clubs.status, 'active'),
        ),
      )
      .limit(1)
    return row !== undefined
  }
}

/** Any member of the club (officers included); a request to join is not a membership. */
function clubMembersRule(db: DbOrTx): Rule {
  return async (actor, subject) => {
    const clubUid = subject?.clubUid
    if (typeof clubUid !== 'string') return false
    return (await clubRoleOf(db, { id: actor.schoolId }, actor.userId, clubUid)) !== null
  }
}

/** The club's officers, unless a school admin locked its officers (spec 3 LockedOfficers). */
function unlockedOfficersRule(db: DbOrTx): Rule {
  const officers = clubOfficersRule(db)
  return async (actor, subject) => {
    const clubUid = subject?.clubUid
    if (typeof clubUid !== 'string') return false
    const [club] = await db
      .select({ locked: clubs.lockedOfficers })
      .from(clubs)
      .where(and(eq(clubs.schoolId, actor.schoolId), eq(clubs.uid, clubUid)))
    return club?.locked === false && (await officers(actor, subject))
  }
}

/** What the club's own people may do besides school admins (decisions 024 and 031). */
export function allowClubRules(policies: Policies, db: DbOrTx): void {
  policies.allow('club.update', clubOfficersRule(db))
  policies.allow('club.view_members', clubMembersRule(db))
  policies.allow('club.manage_members', clubOfficersRule(db))
  policies.allow('club.appoint_officers', unlockedOfficersRule(db))
}
