import {
  CalendarAnswer,
  CalendarItem,
  CurrentFeedAddress,
  FeedAddress,
  FeedTokenBody,
} from '@quad/shared'
import { http } from 'msw'
import * as z from 'zod/mini'
import { answer, ORIGIN } from './fake-api.ts'

/*
 * The calendar's calls for route tests, each answer parsed by the shared contracts. Times
 * are built from local wall clocks (`at(2026, 3, 10, 10)`), so the tests read the same in
 * any time zone the machine runs in.
 */
export const at = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString()

export function calendarItem(overrides: Partial<CalendarItem> & Pick<CalendarItem, 'id'>) {
  return CalendarItem.parse({
    kind: 'event',
    source: 'school',
    title: overrides.id,
    dateStart: at(2026, 3, 10, 10),
    dateEnd: at(2026, 3, 10, 11),
    isAllDay: false,
    location: null,
    clubName: null,
    viewerRsvp: null,
    cancelled: false,
    ...overrides,
  })
}

export interface CalendarCalls {
  ranges: URLSearchParams[]
  authorizations: (string | null)[]
  feedTokens: z.infer<typeof FeedTokenBody>[]
}

/** `GET /api/v1/calendar` (the same items for any range) and the feed's two calls. */
export function calendarHandlers(items: CalendarItem[], feed: FeedAddress | null = null) {
  const calls: CalendarCalls = { ranges: [], authorizations: [], feedTokens: [] }
  let current = feed
  const handlers = [
    http.get(`${ORIGIN}/api/v1/calendar`, ({ request }) => {
      calls.ranges.push(new URL(request.url).searchParams)
      calls.authorizations.push(request.headers.get('Authorization'))
      return answer(CalendarAnswer, { items })
    }),
    http.get(`${ORIGIN}/api/v1/calendar/feed`, () => answer(CurrentFeedAddress, current)),
    http.post(`${ORIGIN}/api/v1/calendar/feed-token`, async ({ request }) => {
      const body = FeedTokenBody.parse(await request.json())
      calls.feedTokens.push(body)
      current = { url: `/ical/token-${String(calls.feedTokens.length)}.ics`, ...body }
      return answer(FeedAddress, current)
    }),
  ]
  return { handlers, calls }
}
