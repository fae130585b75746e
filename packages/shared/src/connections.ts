import * as z from 'zod/mini'

/** Spec 4 "Actions": what a student can do to a connection with another. */
export const ConnectType = z.enum(['request', 'accept', 'reject', 'cancel', 'disconnect'])
export type ConnectType = z.infer<typeof ConnectType>

/** A note sent with a request (issue 5 "Consent"): short, plain text. */
export const CONNECTION_NOTE_MAX = 300

/**
 * api.md user_connect answer. Spec 5: a success only when `success` is the text
 * "true" and connectionStatus is present; a refusal carries a message.
 */
export const ConnectResponse = z.object({
  success: z.enum(['true', 'false']),
  connectionStatus: z.number(),
  message: z.optional(z.string()),
  /**
   * A request refused by the per-pair cooldown (decision 015): when it may be sent again,
   * ISO 8601 (the message names the time in UTC; a client may show it in local time).
   */
  retryAt: z.optional(z.string()),
})
export type ConnectResponse = z.infer<typeof ConnectResponse>

/** Spec 5 rule, shared by every client. */
export function isConnectSuccess(response: {
  success?: unknown
  connectionStatus?: unknown
}): boolean {
  return response.success === 'true' && typeof response.connectionStatus === 'number'
}

export const BlockedStudent = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.nullable(z.string()),
  blockedAt: z.string(),
})
export const BlockListResponse = z.object({ items: z.array(BlockedStudent) })
export type BlockListResponse = z.infer<typeof BlockListResponse>
export const BlockBody = z.object({ uid: z.string().check(z.minLength(1), z.maxLength(64)) })
