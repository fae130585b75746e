import { and, eq } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { schools } from '../../platform/db/schema.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { Policies, Rule } from '../../platform/policies/policies.ts'
import { clubOfficersRule, clubRoleOf } from '../clubs/index.ts'

/*
 * Issue 16: who may write where, besides the roles the feed's `actions.ts` grants
 * (decision 024's widening rules). A subject names the club by `clubUid` (absent for the
 * school feed) and, for an existing post or comment, its author by `authorId`.
 * - feed.post_school: staff and admins; students too when the school lets them;
 * - feed.post_news: a club's officers;
 * - feed.post_discussion: a club's members while the club keeps its discussion open, and
 *   always its officers;
 * - feed.pin and feed.remove (delete another's post or comment): a club's officers for
 *   their club's posts.
 */

/** Any student of a school that lets students post to its feed. */
function studentsPostRule(db: DbOrTx): Rule {
  return async (actor) => {
    const [school] = await db
      .select({ open: schools.feedStudentsPost })
      .from(schools)
      .where(eq(schools.id, actor.schoolId))
    return school?.open === true
  }
}

/** A member of the club, while its discussion is open to members. */
function discussionRule(db: DbOrTx): Rule {
  return async (actor, subject) => {
    const clubUid = subject?.clubUid
    if (typeof clubUid !== 'string') return false
    const [club] = await db
      .select({ open: clubs.discussionOpen })
      .from(clubs)
      .where(and(eq(clubs.schoolId, actor.schoolId), eq(clubs.uid, clubUid)))
    if (club?.open !== true) return false
    return (await clubRoleOf(db, { id: actor.schoolId }, actor.userId, clubUid)) !== null
  }
}

export function allowFeedRules(policies: Policies, db: DbOrTx): void {
  const officers = clubOfficersRule(db)
  policies.allow('feed.post_school', studentsPostRule(db))
  policies.allow('feed.post_news', officers)
  policies.allow('feed.post_discussion', officers)
  policies.allow('feed.post_discussion', discussionRule(db))
  policies.allow('feed.pin', officers)
  policies.allow('feed.remove', officers)
}
