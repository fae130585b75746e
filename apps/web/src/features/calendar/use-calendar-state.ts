import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useSchoolClock } from '../../lib/school/school-clock.ts'
import { useIsPhone } from '../../lib/ssr/phone-guess.ts'
import { useSearchParamsUpdate } from '../../lib/use-search-params-update.ts'
import { calendarQuery } from './api.ts'
import { fromDayKey, visibleRange } from './calendar-dates.ts'
import { placeItems } from './calendar-layout.ts'
import { onWallClock, schoolNow } from './calendar-zone.ts'
import {
  ALL_SOURCES,
  defaultView,
  readCalendarState,
  readSources,
  writeCalendarState,
  type CalendarState,
} from './calendar-params.ts'

type CalendarChange = Partial<CalendarState> | ((current: CalendarState) => Partial<CalendarState>)

/**
 * The calendar's state from its address, the one request for the visible range, and the
 * items drawn for the chosen sources: computed once per answer and choice, not per render.
 */
export function useCalendarState(isVisitor: boolean) {
  const { params, update } = useSearchParamsUpdate()
  // Read once: a phone turned sideways keeps the view the student has. A page the server
  // rendered starts with its guess of the screen, as its HTML did (lib/ssr/phone-guess.ts).
  const isPhone = useIsPhone()
  const [fallbackView] = useState(() => defaultView(isPhone))
  const { zone } = useSchoolClock()
  const state = readCalendarState(params, fallbackView, schoolNow(zone))
  // The list is rebuilt from the address each render: memoise on its text. A visitor has
  // no toggles: the server answers only the school's public events, all of them drawn.
  const sourcesText = isVisitor ? ALL_SOURCES.join(',') : state.sources.join(',')
  const sources = useMemo(() => readSources(sourcesText), [sourcesText])
  const date = useMemo(() => fromDayKey(state.date), [state.date])
  const range = useMemo(() => visibleRange(state.view, date), [state.view, date])
  const query = useQuery(calendarQuery(range, isVisitor, zone))
  const items = query.data?.items
  const placed = useMemo(
    () =>
      placeItems(
        (items ?? []).map((item) => onWallClock(item, zone)),
        sources,
      ),
    [items, sources, zone],
  )

  /** A change, from the state it builds on (two quick clicks on Next move two steps). */
  const change = useCallback(
    (next: CalendarChange, options?: { replace?: boolean }) => {
      update((previous) => {
        const current = readCalendarState(previous, fallbackView, schoolNow(zone))
        return writeCalendarState(previous, typeof next === 'function' ? next(current) : next)
      }, options)
    },
    [update, fallbackView, zone],
  )
  return { state, sources, date, range, query, placed, change }
}
