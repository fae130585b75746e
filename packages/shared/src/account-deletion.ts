import * as z from 'zod/mini'

/*
 * Deleting one's own account (issue 18 item 4; api.md `POST, DELETE /api/v1/me/deletion`):
 * scheduled after the school's grace period, cancelled by `DELETE` or by signing in.
 */

/** Re-authentication: the current password; an account without one (SSO) sends none. */
export const ScheduleDeletionBody = z.object({
  password: z.optional(z.string().check(z.maxLength(1000))),
})
export type ScheduleDeletionBody = z.infer<typeof ScheduleDeletionBody>

/** When the account will be deleted; null when no deletion is pending. */
export const DeletionStatus = z.object({
  dueAt: z.nullable(z.iso.datetime({ offset: true })),
  /** Days between asking and the deletion at this school (0 to 30). */
  graceDays: z.number(),
  /** What happens to posts, comments and messages: kept as "Deleted student", or removed. */
  deletedContent: z.enum(['anonymise', 'remove']),
  /** Whether the account has a password to confirm with (else: sign in again, SSO). */
  hasPassword: z.boolean(),
})
export type DeletionStatus = z.infer<typeof DeletionStatus>

/** The answer to scheduling: when it will happen. */
export const DeletionScheduled = z.object({ dueAt: z.iso.datetime({ offset: true }) })
export type DeletionScheduled = z.infer<typeof DeletionScheduled>
