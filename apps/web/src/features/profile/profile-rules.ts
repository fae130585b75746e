import { formatCurrentAddress, type UserProfile } from '@quad/shared'

/** Spec 2: "A groups section exists but is switched off." Flip when groups ship. */
export const GROUPS_SECTION_ENABLED = false
/** Spec 9: the groups list shows at most 4. */
export const GROUPS_SHOWN = 4
/** Spec 9: 'Read More' appears above 400 characters; 3 lines by default. */
export const BIO_READ_MORE_CHARS = 400
/** Spec 9: badge lists show 20 by default, with See More / See Less. */
export const BADGES_SHOWN = 20

export function needsReadMore(bioText: string): boolean {
  return bioText.length > BIO_READ_MORE_CHARS
}

/** Spec 2: the name links to the full profile when it is visitable or connect is off. */
export function canLinkName(profile: Pick<UserProfile, 'visitableProfile'>, connect: boolean) {
  return profile.visitableProfile || !connect
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== ''

/** Spec 2 contact address: city, zipcode, state and country joined by commas. */
export function contactAddress(profile: UserProfile): string | null {
  const parts = [profile.city, profile.zipcode, profile.state, profile.country].filter(present)
  return parts.length > 0 ? parts.map((part) => part.trim()).join(', ') : null
}

export interface ContactDetails {
  email: string | null
  phoneWork: string | null
  address: string | null
  currentAddress: string | null
}

export function contactDetails(profile: UserProfile): ContactDetails | null {
  const details = {
    email: present(profile.email) ? profile.email : null,
    phoneWork: present(profile.phoneWork) ? profile.phoneWork : null,
    address: contactAddress(profile),
    currentAddress: formatCurrentAddress(profile.currentAddress),
  }
  return Object.values(details).some((value) => value !== null) ? details : null
}

/** The card's sections in spec 2 order. */
export const SECTION_IDS = [
  'bio',
  'languages',
  'job',
  'lookingFor',
  'careerInterests',
  'interests',
  'sports',
  'contact',
  'groups',
  'experiences',
  'badges',
] as const
export type SectionId = (typeof SECTION_IDS)[number]

/**
 * Spec 2: each section only when it has data. An absent field is one the viewer may not
 * see (contract: profile.ts), so it counts as no data; a bio whose text is empty after
 * sanitising is none either.
 */
export function visibleSections(profile: UserProfile, bioText: string | null): Set<SectionId> {
  const has: Record<SectionId, boolean> = {
    bio: present(bioText),
    languages: (profile.languages?.length ?? 0) > 0,
    job: present(profile.companyName) || present(profile.workTitle),
    lookingFor: (profile.lookingForSelections?.length ?? 0) > 0,
    careerInterests: (profile.industrySelections?.length ?? 0) > 0,
    interests: (profile.interests?.length ?? 0) > 0,
    sports: (profile.sports?.length ?? 0) > 0,
    contact: contactDetails(profile) !== null,
    groups: GROUPS_SECTION_ENABLED && profile.groups.length > 0,
    experiences: (profile.experiences?.length ?? 0) > 0,
    badges: (profile.badges?.length ?? 0) > 0,
  }
  return new Set(SECTION_IDS.filter((id) => has[id]))
}
