import * as z from 'zod/mini'
import { ErrorBody } from './errors.ts'
import { Cursor, Page } from './paging.ts'
import { GroupRole } from './notifications.ts'

/**
 * Officers run their club (issue 14, decision 031): membership rules, pending requests,
 * the members list, roles, messages to every member and the CSV export.
 */

/** `PUT /api/v1/clubs/{id}/membership-rules`: either switch, or both. */
export const ClubMembershipRulesChange = z
  .object({
    closedMembership: z.optional(z.boolean()),
    lockedOfficers: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => body.closedMembership !== undefined || body.lockedOfficers !== undefined, {
      message: 'Give closedMembership or lockedOfficers',
      path: ['closedMembership'],
    }),
  )
export type ClubMembershipRulesChange = z.infer<typeof ClubMembershipRulesChange>

export const ClubMembershipRules = z.object({
  closedMembership: z.boolean(),
  lockedOfficers: z.boolean(),
})
export type ClubMembershipRules = z.infer<typeof ClubMembershipRules>

/** Members (active) or requests to join (pending). */
export const ClubMemberStatus = z.enum(['active', 'pending'])
export type ClubMemberStatus = z.infer<typeof ClubMemberStatus>

export const CLUB_MEMBERS_PAGE_MAX = 100
export const CLUB_MEMBER_SEARCH_MAX = 100

/** `GET /api/v1/clubs/{id}/members`: by name, officers first, a page at a time. */
export const ClubMembersQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(CLUB_MEMBER_SEARCH_MAX))),
  role: z.optional(GroupRole),
  status: z._default(ClubMemberStatus, 'active'),
  cursor: z.optional(Cursor),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(CLUB_MEMBERS_PAGE_MAX)),
    50,
  ),
})
export type ClubMembersQuery = z.input<typeof ClubMembersQuery>

export const ClubMember = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.nullable(z.string()),
  /** Null where the member's privacy does not let the viewer see it. */
  email: z.nullable(z.string()),
  /** Null for a request to join (status pending). */
  role: z.nullable(GroupRole),
  status: ClubMemberStatus,
  /** When they joined, or asked to. */
  since: z.string(),
})
export type ClubMember = z.infer<typeof ClubMember>

export const ClubMembersPage = Page(ClubMember)
export type ClubMembersPage = z.infer<typeof ClubMembersPage>

/** `POST /api/v1/clubs/{id}/requests/{memberUid}`. */
export const ClubJoinDecision = z.object({ approve: z.boolean() })
export type ClubJoinDecision = z.infer<typeof ClubJoinDecision>

/** `PUT /api/v1/clubs/{id}/members/{memberUid}`: make an officer, or a member again. */
export const ClubMemberRoleChange = z.object({ role: GroupRole })
export type ClubMemberRoleChange = z.infer<typeof ClubMemberRoleChange>

export const CLUB_ANNOUNCEMENT_SUBJECT_MAX = 120
export const CLUB_ANNOUNCEMENT_BODY_MAX = 2000
/** How many messages to all members a club may send in 24 hours. */
export const CLUB_ANNOUNCEMENTS_PER_DAY = 5

/** `POST /api/v1/clubs/{id}/announcements`: plain text, to every member. */
export const ClubAnnouncement = z.object({
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write a subject'),
      z.maxLength(CLUB_ANNOUNCEMENT_SUBJECT_MAX, 'Keep the subject under 120 characters'),
    ),
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write a message'),
      z.maxLength(CLUB_ANNOUNCEMENT_BODY_MAX, 'Keep the message under 2000 characters'),
    ),
})
export type ClubAnnouncement = z.infer<typeof ClubAnnouncement>

export const ClubAnnouncementSent = z.object({ recipients: z.number() })
export type ClubAnnouncementSent = z.infer<typeof ClubAnnouncementSent>

/** The 429 of a sixth message in a day: the error and when a send is allowed again. */
export const ClubAnnouncementLimited = z.extend(ErrorBody, { retryAt: z.string() })
export type ClubAnnouncementLimited = z.infer<typeof ClubAnnouncementLimited>
