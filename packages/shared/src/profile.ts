import * as z from 'zod/mini'
import { AccountType, ProfileGroup } from './auth.ts'

/**
 * Spec 4 "Connection status", as seen by the viewer: -2 a request is in flight
 * (client only), -1 own profile, 0 none, 1 connected, 2 pending (I asked),
 * 3 incoming (they asked).
 */
export const ConnectionStatus = {
  REQUESTING: -2,
  OWN: -1,
  NONE: 0,
  CONNECTED: 1,
  PENDING: 2,
  INCOMING: 3,
} as const
export type ConnectionStatus = (typeof ConnectionStatus)[keyof typeof ConnectionStatus]

/** Who may see a profile field (issue 4 "Privacy"). */
export const Visibility = z.enum(['school', 'connections', 'private'])
export type Visibility = z.infer<typeof Visibility>

/** The profile fields whose visibility the owner sets; everything else is public in the school. */
export const PrivateField = z.enum([
  'email',
  'phones',
  'address',
  'job',
  'bio',
  'languages',
  'lookingFor',
  'industries',
  'interests',
  'sports',
  'experiences',
  'badges',
])
export type PrivateField = z.infer<typeof PrivateField>
export const PRIVATE_FIELDS = PrivateField.options

export const FieldVisibility = z.record(PrivateField, Visibility)
export type FieldVisibility = z.infer<typeof FieldVisibility>

export const Badge = z.object({ name: z.string(), iconUrl: z.string(), awardedAt: z.string() })
/** What an experience entry was (issue 36 item 4). */
export const ExperienceKind = z.enum(['work', 'internship', 'research', 'volunteering'])
export type ExperienceKind = z.infer<typeof ExperienceKind>

/** An experience entry as shown, in its owner's order; dates `YYYY-MM-DD`, no end: ongoing. */
export const Experience = z.object({
  /** Absent from answers kept before entries could be edited (the offline cache). */
  id: z._default(z.number(), 0),
  kind: z._default(ExperienceKind, 'work'),
  title: z.string(),
  organization: z.string(),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  description: z.nullable(z.string()),
})
export type Experience = z.infer<typeof Experience>

/**
 * Spec 3 "User profile". A field the viewer may not see is absent, never null-ed
 * out or sent and hidden: no answer carries what the viewer cannot see.
 */
export const UserProfile = z.object({
  uid: z.string(),
  /** Spec 3 lists both uid and id; Quad's public id is the uid, so they are equal. */
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.nullable(z.string()),
  largePhotoUrl: z.nullable(z.string()),
  genderPronoun: z.nullable(z.string()),
  accountType: AccountType,
  yearOfGraduation: z.nullable(z.number()),
  visitableProfile: z.boolean(),
  connectionStatus: z.number(),
  /** The note sent with an incoming request (status 3), shown to its addressee only. */
  connectionNote: z.optional(z.nullable(z.string())),
  /**
   * Spec 3: the clubs the person is in, by name (empty for a stranger when the profile is not
   * visitable). Spec 2: the card's groups section exists but is switched off.
   */
  groups: z.array(ProfileGroup),
  bio: z.optional(z.nullable(z.string())),
  languages: z.optional(z.array(z.object({ language: z.string(), iconUrl: z.string() }))),
  companyName: z.optional(z.nullable(z.string())),
  workTitle: z.optional(z.nullable(z.string())),
  lookingForSelections: z.optional(z.array(z.object({ value: z.string() }))),
  industrySelections: z.optional(z.array(z.object({ value: z.string() }))),
  interests: z.optional(z.array(z.object({ interest: z.string() }))),
  sports: z.optional(z.array(z.object({ name: z.string() }))),
  email: z.optional(z.nullable(z.string())),
  phoneWork: z.optional(z.nullable(z.string())),
  phoneHome: z.optional(z.nullable(z.string())),
  phoneMobile: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
  zipcode: z.optional(z.nullable(z.string())),
  state: z.optional(z.nullable(z.string())),
  country: z.optional(z.nullable(z.string())),
  /** Spec 3: `[[SEP]]` in the stored address becomes a comma. */
  currentAddress: z.optional(z.nullable(z.string())),
  badges: z.optional(z.array(Badge)),
  experiences: z.optional(z.array(Experience)),
})
export type UserProfile = z.infer<typeof UserProfile>

/** api.md: `{data: user}`, `{data: null}` when not found or not visible. */
export const UserProfileResponse = z.object({ data: z.nullable(UserProfile) })

/** Spec 3 "currentAddress": the text [[SEP]] inside is replaced by a comma. */
export function formatCurrentAddress(value: string | null | undefined): string | null {
  if (!value) return null
  return value
    .split('[[SEP]]')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .join(', ')
}

const text = (max: number) => z.nullable(z.string().check(z.maxLength(max)))
const tags = z.array(z.string().check(z.minLength(1), z.maxLength(60))).check(z.maxLength(20))

/** PATCH /mobile_ws/v18/me/profile: every field optional; a null clears it. */
export const ProfileUpdate = z.object({
  genderPronoun: z.optional(text(40)),
  yearOfGraduation: z.optional(z.nullable(z.number().check(z.int(), z.gte(1900), z.lte(2200)))),
  /** Rich text; the server sanitises it before storing (issue 4). */
  bio: z.optional(text(5000)),
  companyName: z.optional(text(120)),
  workTitle: z.optional(text(120)),
  languages: z.optional(tags),
  lookingFor: z.optional(tags),
  industries: z.optional(tags),
  interests: z.optional(tags),
  sports: z.optional(tags),
  phoneWork: z.optional(text(40)),
  phoneHome: z.optional(text(40)),
  phoneMobile: z.optional(text(40)),
  city: z.optional(text(100)),
  state: z.optional(text(100)),
  zipcode: z.optional(text(20)),
  country: z.optional(text(100)),
  currentAddress: z.optional(text(300)),
  visitableProfile: z.optional(z.boolean()),
  directoryOptOut: z.optional(z.boolean()),
  fieldVisibility: z.optional(z.partialRecord(PrivateField, Visibility)),
})
export type ProfileUpdate = z.infer<typeof ProfileUpdate>

/** The owner's view of their settings: the profile and the effective visibility of each field. */
export const OwnProfileResponse = z.object({
  data: UserProfile,
  visibility: FieldVisibility,
  directoryOptOut: z.boolean(),
  /** The stored address with its `[[SEP]]` line breaks, for editing (data has commas). */
  currentAddressRaw: z.nullable(z.string()),
})
export type OwnProfileResponse = z.infer<typeof OwnProfileResponse>
