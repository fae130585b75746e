import * as z from 'zod/mini'
import { Uid } from './chat-requests.ts'
import { RsvpStatus } from './events.ts'

/*
 * The calendar (issue 15, api.md `GET /api/v1/calendar?from&to`): one list of items from
 * every source the student sees, each in the spec's schedule shape (`dateStart`,
 * `dateEnd`, `isAllDay`). A timed item's dates are instants (ISO 8601); an all-day
 * item's are dates ('YYYY-MM-DD'), the end inclusive, so it does not move across zones.
 * Issue 17 adds classes as another `kind` (source `classes`); issue 36 item 6 booked
 * meetings (source `meetings`).
 */

/**
 * Where an item comes from: my RSVPs, my clubs' events, the school's events, my classes
 * (issue 17: the student-records feed's meetings of my enrolled sections), my booked
 * meetings, as host or guest (issue 36 item 6).
 */
export const CalendarSource = z.enum(['mine', 'clubs', 'school', 'classes', 'meetings'])
export type CalendarSource = z.infer<typeof CalendarSource>

/** Another item a class overlaps (decision 051: marked by the server). */
export const CalendarClash = z.object({ id: z.string(), title: z.string() })
export type CalendarClash = z.infer<typeof CalendarClash>

/**
 * What an item is unless its answer says otherwise (issue 33 item 2): the server leaves
 * these out of each item, a month being hundreds of them, and parsing puts them back.
 */
export const CALENDAR_ITEM_DEFAULTS = {
  kind: 'event',
  isAllDay: false,
  location: null,
  clubName: null,
  viewerRsvp: null,
  cancelled: false,
} as const

export const CalendarItem = z.object({
  id: z.string(),
  /** A meeting's `title` is the other person's name; the screen says "Meeting with …". */
  kind: z._default(z.enum(['event', 'class', 'meeting']), CALENDAR_ITEM_DEFAULTS.kind),
  source: CalendarSource,
  title: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  isAllDay: z._default(z.boolean(), CALENDAR_ITEM_DEFAULTS.isAllDay),
  location: z._default(z.nullable(z.string()), CALENDAR_ITEM_DEFAULTS.location),
  clubName: z._default(z.nullable(z.string()), CALENDAR_ITEM_DEFAULTS.clubName),
  viewerRsvp: z._default(z.nullable(RsvpStatus), CALENDAR_ITEM_DEFAULTS.viewerRsvp),
  cancelled: z._default(z.boolean(), CALENDAR_ITEM_DEFAULTS.cancelled),
  /** A class's course code ('CS 101'); absent on events. */
  courseCode: z.optional(z.string()),
  /**
   * A class's clashes: the events the student is going to and the other classes it
   * overlaps, in start order; absent on events (decision 051).
   */
  clashes: z.optional(z.array(CalendarClash)),
})
export type CalendarItem = z.infer<typeof CalendarItem>
export const CalendarAnswer = z.object({ items: z.array(CalendarItem) })
export type CalendarAnswer = z.infer<typeof CalendarAnswer>

export const CalendarQuery = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  /** Comma-separated sources; all of them when absent. */
  sources: z.optional(z.string().check(z.maxLength(40))),
})

/** `POST /api/v1/calendar/feed-token`: a new personal feed address; the old one stops. */
export const FeedTokenBody = z.object({ includeClubs: z._default(z.boolean(), false) })
export const FeedAddress = z.object({ url: z.string(), includeClubs: z.boolean() })
export type FeedAddress = z.infer<typeof FeedAddress>
/** `GET /api/v1/calendar/feed`: the student's current feed address, or null before the first. */
export const CurrentFeedAddress = z.nullable(FeedAddress)
export type CurrentFeedAddress = z.infer<typeof CurrentFeedAddress>

/**
 * `GET /ical/{token}.ics`: the personal feed's signed link (decision 026's format:
 * base64url payload and signature). Matched as the route's wildcard (`*`), since a link
 * is longer than the router's parameter limit.
 */
export const FeedParams = z.object({
  '*': z.string().check(z.maxLength(2_000), z.regex(/^[\w-]+\.[\w-]+\.ics$/)),
})
/** `GET /ical/clubs/{clubUid}.ics`: a listed club's public events. */
export const ClubFeedParams = z.object({ clubUid: Uid })

const MINUTE = 60_000

/** Spec 9: an event under 15 minutes is shown as 15. */
export const CALENDAR_MIN_DURATION_MS = 15 * MINUTE

/** Local midnight of a 'YYYY-MM-DD' date (plus whole days), in the viewer's zone. */
function localMidnight(date: string, plusDays = 0): Date {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number)
  // The Date constructor counts calendar days, so a DST change keeps midnight at midnight.
  return new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + plusDays)
}

const isLocalMidnight = (at: Date): boolean =>
  at.getHours() === 0 &&
  at.getMinutes() === 0 &&
  at.getSeconds() === 0 &&
  at.getMilliseconds() === 0

/**
 * Where an item is drawn on the viewer's calendar (spec 9 "Calendar", in this order):
 * an all-day item runs from its first date's midnight and is extended by 24 hours past
 * its last date; an item under 15 minutes is shown as 15; an item ending exactly at
 * midnight ends a minute earlier, so it never spills into the next day.
 */
export function calendarSpan(item: Pick<CalendarItem, 'dateStart' | 'dateEnd' | 'isAllDay'>): {
  start: Date
  end: Date
} {
  const start = item.isAllDay ? localMidnight(item.dateStart) : new Date(item.dateStart)
  // "Extended by 24 hours": the whole last day, to the next midnight.
  let end = item.isAllDay ? localMidnight(item.dateEnd, 1) : new Date(item.dateEnd)
  if (end.getTime() - start.getTime() < CALENDAR_MIN_DURATION_MS) {
    end = new Date(start.getTime() + CALENDAR_MIN_DURATION_MS)
  }
  if (isLocalMidnight(end) && end > start) end = new Date(end.getTime() - MINUTE)
  return { start, end }
}
