import type { Faker } from '@faker-js/faker'
import type { RsvpStatus } from '@quad/shared'

const MINUTE = 60_000

export interface PlannedRsvp {
  userId: number
  status: RsvpStatus
  respondedAt: Date
  checkedInAt: Date | null
}

/** The event as its RSVPs need it. */
export interface RsvpTarget {
  startsAt: Date
  endsAt: Date
  capacity: number | null
  createdAt: Date
  status: string
}

/**
 * The answers to one demo event: `want` people (`first` always among them, always
 * going), about one in six only interested (none when `allGoing`), the rest going in the order they answered
 * until the places run out and waitlisted after; at a past event most of those going
 * were checked in, a few minutes after the start.
 */
export function planRsvps(
  faker: Faker,
  event: RsvpTarget,
  pool: readonly number[],
  want: number,
  now: Date,
  { first = [], allGoing = false }: { first?: readonly number[]; allGoing?: boolean } = {},
): PlannedRsvp[] {
  if (event.status === 'draft') return []
  const chosen = new Set(first)
  const others = [...new Set(pool)].filter((userId) => !chosen.has(userId))
  const picked = faker.helpers.arrayElements(others, Math.max(0, Math.min(want, others.length)))
  const answeredBy = Math.min(now.getTime(), event.startsAt.getTime())
  const from = Math.min(event.createdAt.getTime(), answeredBy)
  const times = [...first, ...picked]
    .map(() => faker.number.int({ min: from, max: answeredBy }))
    .sort((a, b) => a - b)
  let going = 0
  const isPast = event.endsAt <= now
  return [...first, ...picked].map((userId, i) => {
    const respondedAt = new Date(times[i] ?? from)
    const isFirst = i < first.length
    if (!isFirst && !allGoing && faker.number.float() < 1 / 6) {
      return { userId, status: 'interested', respondedAt, checkedInAt: null }
    }
    if (event.capacity !== null && going >= event.capacity) {
      return { userId, status: 'waitlisted', respondedAt, checkedInAt: null }
    }
    going++
    const checkedIn = isPast && event.status === 'published' && faker.number.float() < 0.8
    const checkedInAt = checkedIn
      ? new Date(event.startsAt.getTime() + faker.number.int({ min: 0, max: 25 }) * MINUTE)
      : null
    return { userId, status: 'going', respondedAt, checkedInAt }
  })
}

/** The counts an event row keeps beside its RSVPs. */
export function countsOf(rsvps: readonly PlannedRsvp[]) {
  return {
    goingCount: rsvps.filter((r) => r.status === 'going').length,
    waitlistCount: rsvps.filter((r) => r.status === 'waitlisted').length,
  }
}
