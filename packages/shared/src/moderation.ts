import * as z from 'zod/mini'
import { ChatPerson } from './chat.ts'
import { IsoDay } from './admin-overview.ts'

/**
 * Roles and moderation contracts (issue 13 item 6, decision 024). School roles are
 * permissions, separate from the spec's account types (student, alumni, faculty,
 * staff), which describe a person. Club, course and event roles stay memberships.
 */

export const ReportStatus = z.enum(['open', 'dismissed', 'actioned'])
export type ReportStatus = z.infer<typeof ReportStatus>

/** What a moderator may do about a report; suspension belongs to issue 14. */
export const ModerationActionKind = z.enum(['dismiss', 'hide', 'warn'])
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

export const ModerationReportsQuery = z.object({
  status: z.optional(ReportStatus),
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
})

export const ModerationReport = z.object({
  id: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  /** What the report is about; null when the subject no longer exists. */
  subject: z.nullable(ReportedChatMessage),
  reporter: ChatPerson,
  reason: z.string(),
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

export const ModerationActionBody = z.object({
  action: ModerationActionKind,
  note: z.optional(z.string().check(z.trim(), z.maxLength(MODERATION_NOTE_MAX))),
})
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
