import { isSameMonth } from 'date-fns'
import { useIsSchoolToday } from '../calendar-zone.ts'
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { dayKey, daysOf, fromDayKey, type VisibleRange } from '../calendar-dates.ts'
import { formatWeekday } from '../calendar-format.ts'
import { itemsByDay, type PlacedItem } from '../calendar-layout.ts'
import { dayForKey } from '../month-keys.ts'
import { MonthCell } from './month-cell.tsx'

interface MonthViewProps {
  range: VisibleRange
  /** The day in focus ('YYYY-MM-DD'): the grid's one tab stop. */
  date: string
  placed: readonly PlacedItem[]
  titleId: string
  isVisitor: boolean
  onMove: (date: string) => void
  onOpenDay: (date: string) => void
  dayHref: (date: string) => string
}

/**
 * Spec 9's month: a 6-week grid from Monday, as an ARIA grid with a roving tab stop. Arrow
 * keys move the focused day (and the address's date, so another view opens on it), Enter
 * opens the day; Tab goes from the day into its events.
 */
export function MonthView(props: MonthViewProps) {
  const isToday = useIsSchoolToday()
  const { range, date, placed, titleId, isVisitor, onMove, onOpenDay, dayHref } = props
  const hintId = useId()
  const grid = useRef<HTMLDivElement>(null)
  /** The day a key moved to, focused once the address shows it (not at a render before). */
  const movedTo = useRef<string | null>(null)
  const days = useMemo(() => daysOf(range), [range])
  const byDay = useMemo(() => itemsByDay(placed, days), [placed, days])
  const shownMonth = fromDayKey(date)

  useEffect(() => {
    // A render between the key and the address's change (the month's answer refreshed)
    // must not spend the move on the day being left.
    if (movedTo.current !== date) return
    const cell = grid.current?.querySelector<HTMLElement>(`[data-day="${date}"]`)
    if (!cell) return // the next month's grid is not drawn yet: its render focuses the day
    movedTo.current = null
    cell.focus()
  }, [date, days])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cell = event.target
    if (!(cell instanceof HTMLElement) || cell.dataset['day'] === undefined) return
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onOpenDay(cell.dataset['day'])
      return
    }
    const next = dayForKey(event.key, event.shiftKey, fromDayKey(cell.dataset['day']))
    if (!next) return
    event.preventDefault()
    movedTo.current = dayKey(next)
    onMove(dayKey(next))
  }

  const weeks = Array.from({ length: days.length / 7 }, (_, week) =>
    days.slice(week * 7, week * 7 + 7),
  )
  return (
    <>
      <p id={hintId} className="sr-only">
        {t('calendar.gridHint')}
      </p>
      <div
        ref={grid}
        role="grid"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        className="overflow-hidden rounded-xl border border-zinc-300 bg-white dark:border-zinc-700 dark:bg-zinc-900"
      >
        <div role="row" className="grid grid-cols-7 border-b border-zinc-300 dark:border-zinc-700">
          {weeks[0]?.map((day) => (
            <div
              key={dayKey(day)}
              role="columnheader"
              aria-label={formatWeekday(day, 'long')}
              className="py-2 text-center text-xs font-semibold text-zinc-700 uppercase dark:text-zinc-300"
            >
              {formatWeekday(day, 'short')}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={dayKey(week[0] ?? range.start)} role="row" className="grid grid-cols-7">
            {week.map((day) => {
              const key = dayKey(day)
              return (
                <MonthCell
                  key={key}
                  day={day}
                  placed={byDay.get(key) ?? []}
                  isActive={key === date}
                  inMonth={isSameMonth(day, shownMonth)}
                  isToday={isToday(day)}
                  isVisitor={isVisitor}
                  dayHref={dayHref}
                />
              )
            })}
          </div>
        ))}
      </div>
    </>
  )
}
