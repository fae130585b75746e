import { subscribe, type AnySubscriber } from '../../platform/outbox/messages.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { EVALUATE_JOB } from './job-names.ts'

/** The messages after which a student may have earned a badge. */
const EARNING_MESSAGES = [
  'event.checked_in',
  'club.member_joined',
  'club.member_role_changed',
  /** An approved transcript entry (a `transcript_category` badge, decision 102). */
  'transcript.entry_reviewed',
] as const

/**
 * What may earn a badge (decision 100): a first check-in at an event, joining a club, a
 * change of officer role. Each queues the student's evaluation in the subscriber's
 * transaction; the job awards what they now meet, once.
 */
export function badgeSubscribers({ jobs }: ModuleContext): AnySubscriber[] {
  return EARNING_MESSAGES.map((message) =>
    subscribe({
      message,
      name: 'badges:evaluate',
      handle: async ({ payload }, { tx, school }) => {
        await jobs.enqueue(tx, EVALUATE_JOB, { schoolId: school.id, userId: payload.userId })
      },
    }),
  )
}
