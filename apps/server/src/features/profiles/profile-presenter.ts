import {
  formatCurrentAddress,
  type Experience,
  type PrivateField,
  type ProfileGroup,
  type UserProfile,
} from '@quad/shared'
import { toAccountType } from '../../platform/auth/sessions.service.ts'
import type { badges } from '../../db/schema/badges.ts'
import type { experiences, profiles } from '../../db/schema/profiles.ts'
import type { users } from '../../platform/db/schema.ts'

export type ProfileRow = typeof users.$inferSelect & typeof profiles.$inferSelect
type BadgeRow = typeof badges.$inferSelect
type ExperienceRow = typeof experiences.$inferSelect

/**
 * Database rows → the wire shape of spec 3. A private field the viewer may not see
 * is left out entirely (issue 4: no API returns a field the viewer may not see).
 */
export function presentProfile(
  row: ProfileRow,
  connectionStatus: number,
  visible: ReadonlySet<PrivateField>,
  badgeRows: BadgeRow[],
  experienceRows: ExperienceRow[],
  /** The person's clubs (spec 3 groups); the caller leaves them out of a header-only card. */
  groups: ProfileGroup[] = [],
): UserProfile {
  // Issue 14 item 4: a moderator hid the photo and bio for everyone, the owner included.
  const hidden = row.moderationHiddenAt !== null
  const profile: UserProfile = {
    uid: row.uid,
    id: row.uid,
    firstName: row.firstName,
    lastName: row.lastName,
    photoUrl: hidden ? null : row.photoUrl,
    largePhotoUrl: hidden ? null : (row.largePhotoUrl ?? row.photoUrl),
    genderPronoun: row.genderPronoun,
    accountType: toAccountType(row.accountType),
    yearOfGraduation: row.yearOfGraduation,
    visitableProfile: row.visitableProfile,
    connectionStatus,
    groups,
  }
  if (visible.has('bio')) profile.bio = hidden ? null : row.bio
  if (visible.has('languages')) {
    profile.languages = row.languages.map((language) => ({
      language,
      iconUrl: languageIcon(language),
    }))
  }
  if (visible.has('job')) {
    profile.companyName = row.companyName
    profile.workTitle = row.workTitle
  }
  if (visible.has('lookingFor'))
    profile.lookingForSelections = row.lookingFor.map((value) => ({ value }))
  if (visible.has('industries'))
    profile.industrySelections = row.industries.map((value) => ({ value }))
  if (visible.has('interests')) profile.interests = row.interests.map((interest) => ({ interest }))
  if (visible.has('sports')) profile.sports = row.sports.map((name) => ({ name }))
  if (visible.has('email')) profile.email = row.email
  if (visible.has('phones')) {
    profile.phoneWork = row.phoneWork
    profile.phoneHome = row.phoneHome
    profile.phoneMobile = row.phoneMobile
  }
  if (visible.has('address')) {
    profile.city = row.city
    profile.zipcode = row.zipcode
    profile.state = row.state
    profile.country = row.country
    profile.currentAddress = formatCurrentAddress(row.currentAddress)
  }
  if (visible.has('badges')) {
    profile.badges = badgeRows.map((b) => ({
      name: b.name,
      iconUrl: b.iconUrl,
      awardedAt: b.awardedAt.toISOString(),
    }))
  }
  if (visible.has('experiences')) {
    profile.experiences = experienceRows.map(presentExperience)
  }
  return profile
}

export function presentExperience(row: ExperienceRow): Experience {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    organization: row.organization,
    startDate: row.startDate,
    endDate: row.endDate,
    description: row.description,
  }
}

/** A generated icon per language, served by the media routes (no network). */
export function languageIcon(language: string): string {
  return `/media/languages/${encodeURIComponent(language.toLowerCase())}.svg`
}
