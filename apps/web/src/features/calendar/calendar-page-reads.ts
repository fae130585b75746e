import type { QueryClient } from '@tanstack/react-query'
import { schoolClock } from '../../lib/school/school-clock.ts'
import { isPhoneNow } from '../../lib/ssr/phone-guess.ts'
import { calendarQuery } from './api.ts'
import { fromDayKey, visibleRange } from './calendar-dates.ts'
import { defaultView, readCalendarState } from './calendar-params.ts'
import { schoolNow } from './calendar-zone.ts'

/**
 * The calendar's first screen, for its loader to start (lib/ssr/first-screen.ts): the one
 * read of the range the address (or the screen's default view) shows, as useCalendarState
 * asks for it.
 */
export function calendarPageReads(
  queryClient: QueryClient,
  isVisitor: boolean,
  params: URLSearchParams,
  schoolZone: string,
): Array<() => Promise<unknown>> {
  const { zone } = schoolClock(schoolZone)
  const state = readCalendarState(params, defaultView(isPhoneNow()), schoolNow(zone))
  const range = visibleRange(state.view, fromDayKey(state.date))
  return [() => queryClient.ensureQueryData(calendarQuery(range, isVisitor, zone))]
}
