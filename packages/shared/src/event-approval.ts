import * as z from 'zod/mini'
import { Event, EventRoom } from './events.ts'

// Staff approval of club events (issue 37 item 4, decision 106).

export const EVENT_REVIEW_NOTE_MAX = 500

/** `PUT /api/v1/events/approval-rule`: whether club events wait for staff approval. */
export const EventApprovalRule = z.object({ required: z.boolean() })
export type EventApprovalRule = z.infer<typeof EventApprovalRule>

/**
 * `POST /api/v1/events/{id}/review`: approve (published, for the whole series), or return
 * it to a draft with a note its officers read.
 */
export const EventReviewBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('return'),
    note: z.string().check(z.trim(), z.minLength(1), z.maxLength(EVENT_REVIEW_NOTE_MAX)),
  }),
])
export type EventReviewBody = z.infer<typeof EventReviewBody>

/** One event waiting (a series by its first occurrence waiting), with who sent it. */
export const EventReviewItem = z.object({
  event: Event,
  room: z.nullable(EventRoom),
  submittedBy: z.nullable(z.string()),
  /** How many occurrences of its series wait with it (1 for a single event). */
  occurrences: z.number(),
})
export type EventReviewItem = z.infer<typeof EventReviewItem>

/** `GET /api/v1/events/reviews`: the rule and the events waiting, soonest first. */
export const EventReviewQueue = z.object({
  required: z.boolean(),
  /** The viewer may change the rule (school admins). */
  canChangeRule: z.boolean(),
  items: z.array(EventReviewItem),
})
export type EventReviewQueue = z.infer<typeof EventReviewQueue>
