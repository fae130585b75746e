import * as z from 'zod/mini'
import { ChatPerson } from './chat.ts'
import { IsoDay } from './admin-overview.ts'
import { FeedPerson } from './feed.ts'

/**
 * Roles and moderation contracts (issue 13 item 6, decision 024). School roles are
 * permissions, separate from the spec's account types (student, alumni, faculty,
 * staff), which describe a person. Club, course and event roles stay memberships.
 */

export const ReportStatus = z.enum(['open', 'dismissed', 'actioned'])
export type ReportStatus = z.infer<typeof ReportStatus>

/**
 * What a moderator may do about a report (issue 14 item 4): dismiss it, hide the content,
 * warn the person responsible, or suspend them for some days.
 */
export const ModerationActionKind = z.enum(['dismiss', 'hide', 'warn', 'suspend'])
export type ModerationActionKind = z.infer<typeof ModerationActionKind>

export const MODERATION_NOTE_MAX = 1000
export const MODERATION_PAGE_DEFAULT = 20
export const MODERATION_PAGE_MAX = 100

/** A `{items, nextCursor}` cursor: the last id of the page before (issue 13 item 7). */
const Cursor = z.string().check(z.regex(/^\d{1,18}$/, 'must be an id from nextCursor'))
const Limit = z._default(
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MODERATION_PAGE_MAX)),
  MODERATION_PAGE_DEFAULT,
)

/**
 * What can be reported: a chat message, a profile, a club (issue 14 item 4), an event
 * (issue 15); posts add their type here and a context provider on the server (decision 032).
 */
export const ReportSubjectType = z.enum([
  'chat.message',
  'profile',
  'club',
  'event',
  'post',
  'comment',
])
export type ReportSubjectType = z.infer<typeof ReportSubjectType>

/** Why a profile or a club is reported: one of a few reasons, and an optional note. */
export const ReportReason = z.enum([
  'spam',
  'harassment',
  'hate',
  'impersonation',
  'inappropriate',
  'other',
])
export type ReportReason = z.infer<typeof ReportReason>
export const REPORT_NOTE_MAX = 500

/** `POST /api/v1/profiles/{uid}/reports` and `POST /api/v1/clubs/{uid}/reports`. */
export const SubjectReportBody = z.object({
  reason: ReportReason,
  note: z.optional(z.string().check(z.trim(), z.maxLength(REPORT_NOTE_MAX))),
})
export type SubjectReportBody = z.infer<typeof SubjectReportBody>

export const ModerationReportsQuery = z.object({
  status: z.optional(ReportStatus),
  type: z.optional(ReportSubjectType),
  /** The last id of the previous page (newest first). */
  cursor: z.optional(Cursor),
  limit: Limit,
})
export type ModerationReportsQuery = z.infer<typeof ModerationReportsQuery>

/** A reported chat message as the moderator sees it: the text as it was when reported. */
export const ReportedChatMessage = z.object({
  type: z.literal('chat.message'),
  messageId: z.number(),
  conversationId: z.number(),
  sender: ChatPerson,
  text: z.string(),
  hidden: z.boolean(),
  /** What it said before each edit and before its deletion, oldest first (issue 35 item 4). */
  versions: z._default(z.array(z.object({ body: z.string(), replacedAt: z.string() })), []),
})

/** A reported profile: the person, and their photo and bio as stored (hidden or not). */
export const ReportedProfile = z.object({
  type: z.literal('profile'),
  person: ChatPerson,
  bio: z.nullable(z.string()),
  hidden: z.boolean(),
})

/** A reported club: its name, description and officers as stored. */
export const ReportedClub = z.object({
  type: z.literal('club'),
  uid: z.string(),
  name: z.string(),
  description: z.string(),
  logoUrl: z.nullable(z.string()),
  officers: z.array(ChatPerson),
  hidden: z.boolean(),
})

/** A reported event (issue 15): its title, description and club as stored. */
export const ReportedEvent = z.object({
  type: z.literal('event'),
  uid: z.string(),
  title: z.string(),
  description: z.string(),
  clubName: z.nullable(z.string()),
  startsAt: z.string(),
  hidden: z.boolean(),
})

/**
 * A reported post or comment (issue 16): its author, text and where it was written, and
 * how many distinct students reported it (the school's threshold hides it pending review).
 * The author is the feed's person: a deleted account's uid is null.
 */
export const ReportedPost = z.object({
  type: z.literal('post'),
  uid: z.string(),
  author: FeedPerson,
  title: z.nullable(z.string()),
  body: z.string(),
  clubName: z.nullable(z.string()),
  channel: z.string(),
  reporters: z.number(),
  hidden: z.boolean(),
})
export const ReportedComment = z.object({
  type: z.literal('comment'),
  uid: z.string(),
  postUid: z.string(),
  author: FeedPerson,
  body: z.string(),
  clubName: z.nullable(z.string()),
  reporters: z.number(),
  hidden: z.boolean(),
})

export const ReportSubject = z.discriminatedUnion('type', [
  ReportedChatMessage,
  ReportedProfile,
  ReportedClub,
  ReportedEvent,
  ReportedPost,
  ReportedComment,
])
export type ReportSubject = z.infer<typeof ReportSubject>

export const ModerationReport = z.object({
  id: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  /** What the report is about; null when the subject no longer exists. */
  subject: z.nullable(ReportSubject),
  /** What the subject said when reported (a message's text, a bio), kept as evidence. */
  snapshot: z.string(),
  reporter: ChatPerson,
  reason: z.string(),
  /** What the reporter added to the reason; null when nothing. */
  note: z.nullable(z.string()),
  status: ReportStatus,
  outcome: z.nullable(z.string()),
  createdAt: z.string(),
  actedAt: z.nullable(z.string()),
})
export type ModerationReport = z.infer<typeof ModerationReport>

export const ModerationReportPage = z.object({
  items: z.array(ModerationReport),
  nextCursor: z.nullable(z.string()),
})
export type ModerationReportPage = z.infer<typeof ModerationReportPage>

/** Issue 14: a suspension is a whole number of days, a year at most (as `suspendUser`). */
export const MODERATION_SUSPEND_DAYS_MAX = 365

export const ModerationActionBody = z
  .object({
    action: ModerationActionKind,
    note: z.optional(z.string().check(z.trim(), z.maxLength(MODERATION_NOTE_MAX))),
    /** Only with `suspend`, which needs it. */
    days: z.optional(
      z.number().check(z.int(), z.minimum(1), z.maximum(MODERATION_SUSPEND_DAYS_MAX)),
    ),
  })
  .check(
    z.refine((body) => body.action !== 'suspend' || body.days !== undefined, {
      path: ['days'],
      message: 'is needed to suspend',
    }),
  )
export type ModerationActionBody = z.infer<typeof ModerationActionBody>

export const AuditEntry = z.object({
  id: z.string(),
  actor: z.nullable(z.object({ uid: z.string(), firstName: z.string(), lastName: z.string() })),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
  requestId: z.nullable(z.string()),
  ip: z.nullable(z.string()),
})
export type AuditEntry = z.infer<typeof AuditEntry>

/**
 * `GET /api/v1/admin/audit`: newest first, narrowed by who did it (a uid), what (an action
 * or its prefix: `club.` finds every club action), the subject's type and a range of days
 * (UTC, both counted; issue 14 item 5).
 */
export const AuditQuery = z.object({
  cursor: z.optional(Cursor),
  limit: Limit,
  actor: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  action: z.optional(
    z.string().check(z.trim(), z.regex(/^[a-z_.]{1,64}$/, 'must be an action or its prefix')),
  ),
  subjectType: z.optional(
    z.string().check(z.trim(), z.regex(/^[a-z_]{1,32}$/, 'must be a subject type')),
  ),
  from: z.optional(IsoDay),
  to: z.optional(IsoDay),
})
export type AuditQuery = z.infer<typeof AuditQuery>

export const AuditPage = z.object({
  items: z.array(AuditEntry),
  nextCursor: z.nullable(z.string()),
})
export type AuditPage = z.infer<typeof AuditPage>

/** `PUT /api/v1/admin/users/{uid}/roles`: the user's stored roles, exactly (`student` is implicit). */
export const GrantedRole = z.enum(['staff', 'moderator', 'school_admin'])
export type GrantedRole = z.infer<typeof GrantedRole>
export const UserRolesBody = z.object({ roles: z.array(GrantedRole).check(z.maxLength(3)) })
export type UserRolesBody = z.infer<typeof UserRolesBody>
export const UserRoles = z.object({ uid: z.string(), roles: z.array(GrantedRole) })
export type UserRoles = z.infer<typeof UserRoles>
