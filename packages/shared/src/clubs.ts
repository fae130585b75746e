import * as z from 'zod/mini'
import { ChatPerson } from './chat.ts'
import { GroupRole } from './notifications.ts'
import { pageOffsetFields } from './paging.ts'

/**
 * Club contracts (spec 3 "Club", spec 7 "clubs (api/v1/clubs, bearer)", api.md "Later
 * sections"). Spec 3's PascalCase optional properties map to camelCase fields here:
 * CountMembers → countMembers, CountOfficers → countOfficers, Logo → logoUrl, Cover →
 * coverUrl, StudentMembershipActive → membership (the viewer's role, or null).
 */

/** Spec 9: page size 20 by default; at most this many per page. */
export const CLUBS_PAGE_MAX = 100
/** Longest search text. */
export const CLUB_SEARCH_MAX = 100

/** Spec 7: clubs are listed NameAsc unless asked otherwise. */
export const CLUB_ORDERINGS = ['NameAsc', 'NameDesc', 'CountMembersDesc'] as const
export const ClubOrdering = z.enum(CLUB_ORDERINGS)
export type ClubOrdering = z.infer<typeof ClubOrdering>
export const DEFAULT_CLUB_ORDERING: ClubOrdering = 'NameAsc'

/** The spec 3 "StudentMembership" filter: every club, or only the viewer's. */
export const ClubMembershipFilter = z.enum(['all', 'mine'])
export type ClubMembershipFilter = z.infer<typeof ClubMembershipFilter>

/**
 * `GET /api/v1/clubs`, the app's listing (the server refuses parameters not named here).
 */
export const ClubsQuery = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(CLUB_SEARCH_MAX))),
  category: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  /** Spec 3 filter StudentMembership: `mine` lists only the viewer's clubs. */
  membership: z._default(ClubMembershipFilter, 'all'),
  ordering: z._default(ClubOrdering, DEFAULT_CLUB_ORDERING),
  ...pageOffsetFields(CLUBS_PAGE_MAX),
})
export type ClubsQuery = z.input<typeof ClubsQuery>

/** A club's public id: lower-case letters and digits, as users' uids. */
export const CLUB_ID_PATTERN = /^[a-z0-9]{1,32}$/

/**
 * Decision 030: a club a student requested waits `pending` for a school admin; an
 * `archived` club is read-only (shown as archived to its members, no joins).
 */
export const CLUB_STATUSES = ['pending', 'active', 'archived'] as const
export const ClubStatus = z.enum(CLUB_STATUSES)
export type ClubStatus = z.infer<typeof ClubStatus>

export const Club = z.object({
  /** The public id (never the internal row id). */
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  logoUrl: z.nullable(z.string()),
  coverUrl: z.nullable(z.string()),
  countMembers: z.number(),
  countOfficers: z.number(),
  /** The viewer's role in this club, or null when they are not in it. */
  membership: z.nullable(GroupRole),
  /** Spec 3 ClosedMembership: joining sends a request its officers approve. */
  closedMembership: z.boolean(),
  /** Spec 3 LockedOfficers: only school admins change who the officers are. */
  lockedOfficers: z.boolean(),
  /** Issue 16: members may post in the club's discussion (officers always may). */
  discussionOpen: z.boolean(),
  /** The viewer asked to join this closed club and waits for its officers. */
  requestPending: z.boolean(),
  createdAt: z.string(),
  status: ClubStatus,
  /** Spec 3 Published: students see only published clubs. */
  published: z.boolean(),
  /** Spec 3 HideFromGroupsList: out of the listings, still open by its link. */
  hidden: z.boolean(),
  tags: z.array(z.string()),
})
export type Club = z.infer<typeof Club>

/**
 * Spec 3 "Listing response" (total, items, perPage, currentPage, messages) of some item.
 * `messages` says what the server could not do as asked (an optional property it lacks).
 */
export function listingOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    total: z.number(),
    items: z.array(item),
    perPage: z.number(),
    currentPage: z.number(),
    messages: z.array(z.string()),
  })
}

/** `GET /api/v1/clubs`: the app's listing. */
export const ClubListing = listingOf(Club)
export type ClubListing = z.infer<typeof ClubListing>

/** Spec 3 "Club" filters, by the spec's names (`filters=<JSON>` of the length-aware listing). */
export const CLUB_FILTERS = [
  'Id',
  'Ids',
  'School',
  'Deleted',
  'Search',
  'HomePage',
  'GroupTypeLookup',
  'GroupTypeLookupType',
  'StatusLookup',
  'Published',
  'HideFromGroupsList',
  'ClosedMembership',
  'LockedOfficers',
  'Category',
  'GroupTag',
  'StudentMembership',
] as const
export type ClubFilterName = (typeof CLUB_FILTERS)[number]

/** Spec 3 "Club" optional properties (`optionalProperties=<JSON>`). */
export const CLUB_OPTIONAL_PROPERTIES = [
  'Address',
  'CountAdminComments',
  'CountEmails',
  'CountEvents',
  'CountMembers',
  'CountOfficers',
  'CountPoints',
  'CountRSVPs',
  'CountSurveys',
  'LastManaged',
  'Logo',
  'Cover',
  'Memberships',
  'ParentClub',
  'TotalFileSize',
  'StatusLookup',
  'StudentMembershipActive',
] as const
export type ClubOptionalProperty = (typeof CLUB_OPTIONAL_PROPERTIES)[number]

/** Spec 3 "Club" relationships (`relationships=<JSON>`). */
export const CLUB_RELATIONSHIPS = ['Categories', 'Tags'] as const
export type ClubRelationship = (typeof CLUB_RELATIONSHIPS)[number]

/** What the length-aware listing orders by: `{Field}{Asc|Desc}`, camel-joined (`CategoryAscNameAsc`). */
export const CLUB_ORDER_FIELDS = [
  'Name',
  'Category',
  'CountMembers',
  'CountOfficers',
  'Created',
] as const
export type ClubOrderField = (typeof CLUB_ORDER_FIELDS)[number]

const Named = z.object({ name: z.string() })

/**
 * An item of the length-aware listing: the club's own fields, plus each optional property
 * and relationship asked for (camelCase, as on `Club`: CountMembers → countMembers, Logo →
 * logoUrl, Cover → coverUrl, StudentMembershipActive → membership; Categories →
 * categories, Tags → tags).
 */
export const ClubListingItem = z.extend(
  z.pick(Club, { id: true, name: true, description: true, category: true, createdAt: true }),
  {
    ...z.partial(
      z.pick(Club, {
        countMembers: true,
        countOfficers: true,
        logoUrl: true,
        coverUrl: true,
        membership: true,
      }),
    ).shape,
    /** Spec 3 CountEvents: the club's published events (issue 36 item 7). */
    countEvents: z.optional(z.number()),
    /** Spec 3 CountRSVPs: students going to them. */
    countRsvps: z.optional(z.number()),
    /** Spec 3 CountSurveys: the club's forms and surveys, open or closed (not drafts). */
    countSurveys: z.optional(z.number()),
    categories: z.optional(z.array(Named)),
    tags: z.optional(z.array(Named)),
  },
)
export type ClubListingItem = z.infer<typeof ClubListingItem>

/** `GET /api/v1/clubs/listing`: the length-aware listing (spec 7). */
export const ClubLengthAwareListing = listingOf(ClubListingItem)
export type ClubLengthAwareListing = z.infer<typeof ClubLengthAwareListing>

/**
 * Spec 3 "Club about response": additional information as question/answer items. A
 * `DATE` answer is an ISO date (`YYYY-MM-DD`) the client parses into a date.
 */
export const ClubQuestionType = z.enum(['TEXT', 'DATE', 'URL'])
export type ClubQuestionType = z.infer<typeof ClubQuestionType>
export const ClubInfoItem = z.object({
  question: z.string(),
  questionType: ClubQuestionType,
  answer: z.string(),
})
export type ClubInfoItem = z.infer<typeof ClubInfoItem>

/**
 * Spec 3 "Club about response" `events`: the club's upcoming published events, soonest
 * first; `eventStartDate`/`eventEndDate` are instants (ISO 8601) the client parses into
 * dates. Issue 15: the events feature contributes them (decision 034).
 */
export const ClubAboutEvent = z.object({
  id: z.string(),
  title: z.string(),
  eventStartDate: z.string(),
  eventEndDate: z.string(),
  isAllDay: z.boolean(),
  location: z.nullable(z.string()),
})
export type ClubAboutEvent = z.infer<typeof ClubAboutEvent>
export const CLUB_ABOUT_EVENTS_MAX = 10

/** `GET /api/v1/clubs/{id}/about`: the club, its officers and its additional information. */
export const ClubAbout = z.object({
  club: Club,
  officers: z.array(ChatPerson),
  additionalInfo: z.array(ClubInfoItem),
  /** A moderator hid the club (issue 14 item 4): unlisted, and its page says so. */
  underReview: z.optional(z.boolean()),
  /** Absent only where no events feature answers (and for a club under review). */
  events: z.optional(z.array(ClubAboutEvent)),
})
export type ClubAbout = z.infer<typeof ClubAbout>
