import type { PrivateField, Visibility } from '@quad/shared'
import type { PlainMessageKey } from '../../lib/i18n/t.ts'

/** The three audiences, in the owner's words (issue 4 "Privacy"). */
export const VISIBILITY_LABELS: Record<Visibility, PlainMessageKey> = {
  school: 'settings.visibilitySchool',
  connections: 'settings.visibilityConnections',
  private: 'settings.visibilityPrivate',
}

/** Each private group, as the end of "Who can see …". */
export const GROUP_NAMES: Record<PrivateField, PlainMessageKey> = {
  email: 'settings.groupEmail',
  phones: 'settings.groupPhones',
  address: 'settings.groupAddress',
  job: 'settings.groupJob',
  bio: 'settings.groupBio',
  languages: 'settings.groupLanguages',
  lookingFor: 'settings.groupLookingFor',
  industries: 'settings.groupIndustries',
  interests: 'settings.groupInterests',
  sports: 'settings.groupSports',
  experiences: 'settings.groupExperiences',
  badges: 'settings.groupBadges',
}
