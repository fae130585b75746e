import {
  PRIVATE_FIELDS,
  type FieldVisibility,
  type OwnProfileResponse,
  type ProfileUpdate,
} from '@quad/shared'

/** Spec 3 "currentAddress": lines are stored joined by this marker. */
export const ADDRESS_SEPARATOR = '[[SEP]]'
/** The form always offers this many address lines. */
export const ADDRESS_LINES = 3

export const TAG_FIELDS = ['languages', 'lookingFor', 'industries', 'interests', 'sports'] as const
export type TagField = (typeof TAG_FIELDS)[number]

export const TEXT_FIELDS = [
  'genderPronoun',
  'companyName',
  'workTitle',
  'phoneWork',
  'phoneHome',
  'phoneMobile',
  'city',
  'state',
  'zipcode',
  'country',
] as const
export type TextField = (typeof TEXT_FIELDS)[number]

/** What the settings form edits: strings as typed, so an input never fights its value. */
export type ProfileFormValues = Record<TextField, string> &
  Record<TagField, string[]> & {
    yearOfGraduation: string
    bio: string
    addressLines: string[]
    visitableProfile: boolean
    showInDirectory: boolean
    visibility: FieldVisibility
  }

/*
 * Lines of the stored address: the owner's answer carries it raw (`currentAddressRaw`,
 * with [[SEP]]); a comma-formatted value (spec 3) is split on commas as a fallback.
 */
export function splitAddress(value: string | null | undefined): string[] {
  const parts = (value ?? '')
    .split(value?.includes(ADDRESS_SEPARATOR) ? ADDRESS_SEPARATOR : ',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
  const head = parts.slice(0, ADDRESS_LINES - 1)
  const rest = parts.slice(ADDRESS_LINES - 1).join(', ')
  const lines = [...head, rest]
  while (lines.length < ADDRESS_LINES) lines.push('')
  return lines
}

export function joinAddress(lines: readonly string[]): string | null {
  const parts = lines.map((line) => line.trim()).filter((line) => line.length > 0)
  return parts.length > 0 ? parts.join(ADDRESS_SEPARATOR) : null
}

export function toFormValues({
  data,
  visibility,
  directoryOptOut,
  currentAddressRaw,
}: OwnProfileResponse): ProfileFormValues {
  return {
    genderPronoun: data.genderPronoun ?? '',
    yearOfGraduation: data.yearOfGraduation === null ? '' : String(data.yearOfGraduation),
    bio: data.bio ?? '',
    companyName: data.companyName ?? '',
    workTitle: data.workTitle ?? '',
    languages: data.languages?.map((item) => item.language) ?? [],
    lookingFor: data.lookingForSelections?.map((item) => item.value) ?? [],
    industries: data.industrySelections?.map((item) => item.value) ?? [],
    interests: data.interests?.map((item) => item.interest) ?? [],
    sports: data.sports?.map((item) => item.name) ?? [],
    phoneWork: data.phoneWork ?? '',
    phoneHome: data.phoneHome ?? '',
    phoneMobile: data.phoneMobile ?? '',
    addressLines: splitAddress(currentAddressRaw ?? data.currentAddress),
    city: data.city ?? '',
    state: data.state ?? '',
    zipcode: data.zipcode ?? '',
    country: data.country ?? '',
    visitableProfile: data.visitableProfile,
    showInDirectory: !directoryOptOut,
    visibility,
  }
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index])

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

/** A bio with no text left (the editor's empty `<br>`) is no bio. */
function bioOrNull(html: string): string | null {
  return html.replace(/<br\s*\/?>|<\/?p>|&nbsp;|\s/g, '') === '' ? null : html
}

/** "2030" → 2030; empty clears it; anything else is left for validateForm to reject. */
export function parseYear(value: string): number | null {
  return value.trim() === '' ? null : Number(value.trim())
}

/**
 * Only what changed: an untouched field is never rewritten (the address above survives),
 * and a 400 can only be about something the owner just typed.
 */
export function toProfileUpdate(
  values: ProfileFormValues,
  saved: ProfileFormValues,
): ProfileUpdate {
  const update: ProfileUpdate = {}
  for (const field of TEXT_FIELDS) {
    if (values[field].trim() !== saved[field].trim()) update[field] = orNull(values[field])
  }
  for (const field of TAG_FIELDS) {
    if (!sameList(values[field], saved[field])) update[field] = values[field]
  }
  if (values.yearOfGraduation.trim() !== saved.yearOfGraduation.trim()) {
    update.yearOfGraduation = parseYear(values.yearOfGraduation)
  }
  if (values.bio !== saved.bio) update.bio = bioOrNull(values.bio)
  if (!sameList(values.addressLines, saved.addressLines)) {
    update.currentAddress = joinAddress(values.addressLines)
  }
  if (values.visitableProfile !== saved.visitableProfile) {
    update.visitableProfile = values.visitableProfile
  }
  if (values.showInDirectory !== saved.showInDirectory) {
    update.directoryOptOut = !values.showInDirectory
  }
  const visibility: Partial<FieldVisibility> = {}
  for (const field of PRIVATE_FIELDS) {
    if (values.visibility[field] !== saved.visibility[field]) {
      visibility[field] = values.visibility[field]
    }
  }
  if (Object.keys(visibility).length > 0) update.fieldVisibility = visibility
  return update
}

export function hasChanges(values: ProfileFormValues, saved: ProfileFormValues): boolean {
  return Object.keys(toProfileUpdate(values, saved)).length > 0
}
