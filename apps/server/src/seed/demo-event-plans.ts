import type { Faker } from '@faker-js/faker'
import { TZDate } from '@date-fns/tz'
import type { EventQuestion } from '@quad/shared'
import type { EventIdea } from './demo-event-ideas.ts'
import type { FixedEvent } from './demo-school-events.ts'
import type { WeeklyMeeting } from './demo-club-events.ts'
import { wallTime, type NewEvent } from './event-factories.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** The term: three weeks behind the seed's date to twelve weeks ahead (issue 15). */
export const TERM_FIRST_DAY = -21
export const TERM_LAST_DAY = 84
export const TERM_WEEKS = 15

/** Where "now" and the school's wall clock come from: the seed's time and zone. */
export interface Term {
  now: Date
  timeZone: string
}

/** An event's fields besides its times: what any plan shares. */
function eventOf(
  term: Term,
  what: { title: string; category: NewEvent['category']; place: string; blurb: string },
  times: { startsAt: Date; endsAt: Date; allDay?: boolean },
  extra: Partial<NewEvent>,
): NewEvent {
  // Announced three weeks ahead, or when the seed ran if that is sooner.
  const createdAt = new Date(Math.min(term.now.getTime(), times.startsAt.getTime() - 21 * DAY))
  const status = extra.status ?? 'published'
  return {
    title: what.title,
    description: `<p>${what.blurb}</p>`,
    category: what.category,
    location: what.place,
    timeZone: term.timeZone,
    ...times,
    createdAt,
    updatedAt: createdAt,
    publishedAt: status === 'draft' ? null : createdAt,
    ...extra,
  }
}

/** A fixed event (the school's, or a club's written out) on the term's wall clock. */
export function fixedEvent(term: Term, fixed: FixedEvent, extra: Partial<NewEvent>): NewEvent {
  const { now, timeZone } = term
  const startsAt = fixed.allDayDays
    ? wallTime(now, timeZone, fixed.day)
    : wallTime(now, timeZone, fixed.day, fixed.hour ?? 9, fixed.minute ?? 0)
  const endsAt = fixed.allDayDays
    ? wallTime(now, timeZone, fixed.day + fixed.allDayDays)
    : new Date(startsAt.getTime() + (fixed.hours ?? 1) * HOUR)
  const cancelled = fixed.status === 'cancelled'
  return eventOf(
    term,
    fixed,
    { startsAt, endsAt, allDay: fixed.allDayDays !== undefined },
    {
      tags: fixed.tags,
      capacity: fixed.capacity ?? null,
      isPublic: fixed.isPublic ?? false,
      questions: fixed.questions ?? [],
      status: fixed.status ?? 'published',
      ...(cancelled && {
        cancelReason: fixed.cancelReason ?? null,
        cancelledAt: new Date(startsAt.getTime() - 2 * DAY),
        sequence: 1,
      }),
      ...extra,
    },
  )
}

const LEVEL: EventQuestion = {
  id: 'level',
  label: 'How much have you done this before?',
  help: '',
  kind: 'choice',
  options: ['Never', 'A little', 'A lot'],
  required: true,
}
const DIET: EventQuestion = {
  id: 'diet',
  label: 'Any dietary needs we should know about?',
  help: '',
  kind: 'long_text',
  required: false,
}

/** Days to add to `day` to reach the next local `weekday` (0 = Sunday). */
function toWeekday(term: Term, day: number, weekday: number): number {
  const local = new TZDate(wallTime(term.now, term.timeZone, day, 12), term.timeZone)
  return day + ((weekday - local.getDay() + 7) % 7)
}

/**
 * One of a club's ideas placed in the term: trips on a Saturday morning, the rest on a
 * weekday evening; workshops and trips often have places, trips ask about food,
 * socials and trips are often open to everyone.
 */
export function ideaEvent(faker: Faker, term: Term, idea: EventIdea, clubId: number): NewEvent {
  const drawn = faker.number.int({ min: TERM_FIRST_DAY, max: TERM_LAST_DAY })
  const isTrip = idea.kind === 'trip'
  const day = isTrip ? Math.min(toWeekday(term, drawn, 6), TERM_LAST_DAY) : drawn
  const hour = isTrip ? (idea.hours >= 6 ? 8 : 9) : idea.kind === 'social' ? 19 : 18
  const minute = idea.kind === 'workshop' ? faker.helpers.arrayElement([0, 30]) : 0
  const startsAt = wallTime(term.now, term.timeZone, day, hour, minute)
  const limited = (isTrip || idea.kind === 'workshop') && faker.datatype.boolean(0.6)
  const open = (isTrip || idea.kind === 'social') && faker.datatype.boolean(0.4)
  const questions = isTrip ? [DIET] : limited && faker.datatype.boolean(0.3) ? [LEVEL] : []
  return eventOf(
    term,
    idea,
    { startsAt, endsAt: new Date(startsAt.getTime() + idea.hours * HOUR) },
    {
      clubId,
      tags: idea.tags,
      capacity: limited ? faker.number.int({ min: 8, max: 30 }) : null,
      isPublic: open,
      questions,
    },
  )
}

/** A weekly meeting's occurrences through the term, from its first weekday on. */
export function weeklyEvents(
  term: Term,
  meeting: WeeklyMeeting,
  clubId: number,
  seriesId: number,
): NewEvent[] {
  const first = toWeekday(term, TERM_FIRST_DAY, meeting.weekday % 7)
  return Array.from({ length: TERM_WEEKS }, (_, week) => {
    const startsAt = wallTime(term.now, term.timeZone, first + week * 7, meeting.hour)
    return eventOf(
      term,
      {
        ...meeting,
        blurb: 'Our regular weekly get-together: everyone welcome, no need to sign up.',
      },
      { startsAt, endsAt: new Date(startsAt.getTime() + 1.5 * HOUR) },
      { clubId, seriesId, tags: meeting.tags },
    )
  })
}

/** RFC 5545 rule of a weekly meeting's series (its first occurrence is its start). */
export const WEEKLY_RULE = `FREQ=WEEKLY;COUNT=${TERM_WEEKS}`
