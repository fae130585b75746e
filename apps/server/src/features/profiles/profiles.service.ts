import { and, asc, desc, eq, ne } from 'drizzle-orm'
import { ConnectionStatus, type UserProfile } from '@quad/shared'
import { hasBlocked, connectionBetween } from '../connections/index.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { Groups } from '../../platform/groups.ts'
import { badges } from '../../db/schema/badges.ts'
import { experiences, profiles } from '../../db/schema/profiles.ts'
import { users } from '../../platform/db/schema.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { presentProfile, type ProfileRow } from './profile-presenter.ts'
import { visibleFields, type Audience } from './visibility.ts'

/**
 * A profile as `viewerId` may see it, or null when it does not exist in this school (a
 * deleted account's neither).
 * Spec 6: seeing another profile fully depends on visitableProfile — a stranger
 * viewing a non-visitable profile gets the card's header only.
 */
export async function loadProfile(
  db: DbOrTx,
  /** Every feature's groups (clubs now): the profile's `groups`. */
  groups: Groups,
  school: School,
  viewerId: number,
  uid: string,
  /** The owner's "view as" preview (issue 4): see the profile as this audience would. */
  viewAs?: Exclude<Audience, 'owner'>,
): Promise<UserProfile | null> {
  const rows = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.schoolId, school.id), eq(users.uid, uid), ne(users.status, 'deleted')))
    .limit(1)
  const row = rows[0]
  // Issue 5: a student who blocked the viewer is, to the viewer, not there.
  if (!row || (await hasBlocked(db, row.user.id, viewerId))) return null
  const actual = await connectionBetween(db, school, viewerId, row.user.id)
  const previewing = viewAs !== undefined && actual.status === ConnectionStatus.OWN
  const status = previewing ? previewStatus(viewAs) : actual.status
  const note = previewing ? null : actual.note
  const audience: Audience =
    status === ConnectionStatus.OWN
      ? 'owner'
      : status === ConnectionStatus.CONNECTED
        ? 'connection'
        : 'school'
  const headerOnly = audience === 'school' && !row.profile.visitableProfile
  const visible = headerOnly
    ? new Set<never>()
    : visibleFields(row.profile.fieldVisibility, school.profileVisibilityDefaults, audience)
  const profileRow: ProfileRow = { ...row.user, ...row.profile }
  const [badgeRows, experienceRows, profileGroups] = await Promise.all([
    visible.has('badges') ? loadBadges(db, row.user.id) : Promise.resolve([]),
    visible.has('experiences') ? loadExperiences(db, row.user.id) : Promise.resolve([]),
    // Spec 6: a stranger sees only the header of a profile that is not visitable.
    // A club hidden from the list tells no one else its membership (GroupSource.shownOnProfile).
    headerOnly
      ? Promise.resolve([])
      : groups.profileGroups(db, school, row.user.id, audience === 'owner'),
  ])
  const profile = presentProfile(
    profileRow,
    status,
    visible,
    badgeRows,
    experienceRows,
    profileGroups,
  )
  return note === null ? profile : { ...profile, connectionNote: note }
}

function loadBadges(db: DbOrTx, userId: number) {
  return db.select().from(badges).where(eq(badges.userId, userId)).orderBy(desc(badges.awardedAt))
}

/** A student's experience entries in their order (issue 36 item 4): by position, newest first. */
export function loadExperiences(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(experiences)
    .where(eq(experiences.userId, userId))
    .orderBy(asc(experiences.position), desc(experiences.startDate), asc(experiences.id))
}

function previewStatus(viewAs: Exclude<Audience, 'owner'>): number {
  return viewAs === 'connection' ? ConnectionStatus.CONNECTED : ConnectionStatus.NONE
}
