import { useEffect, useMemo, useRef } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { dayKey } from '../calendar-dates.ts'
import { formatFullDay, formatHour, formatWeekday } from '../calendar-format.ts'
import { firstHourShown, type PlacedItem } from '../calendar-layout.ts'
import { useIsSchoolToday } from '../calendar-zone.ts'
import { DayColumn, HOUR_REM } from './day-column.tsx'

interface TimeGridProps {
  days: readonly Date[]
  placed: readonly PlacedItem[]
  isVisitor: boolean
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

/**
 * The week and day views: a time grid with an all-day row. Each day is one column in the
 * DOM (its all-day items, then its timed ones, in time order), so Tab walks the items day
 * by day in time order; CSS grid places the all-day cells in one row above the hours.
 */
export function TimeGrid({ days, placed, isVisitor }: TimeGridProps) {
  const isToday = useIsSchoolToday()
  const scroller = useRef<HTMLDivElement>(null)
  const anchor = useRef<HTMLDivElement>(null)
  // Scrolled to the days' first item when they (or their items) change, not on every render,
  // so the student's own scrolling stays put.
  const firstHour = useMemo(() => firstHourShown(placed, days), [placed, days])
  useEffect(() => {
    const box = scroller.current
    // The hours' own offset: the sticky day names and all-day row stay above it.
    if (box && anchor.current) box.scrollTop = anchor.current.offsetTop
  }, [firstHour, days])
  const columns = `3.5rem repeat(${String(days.length)}, minmax(0, 1fr))`
  const hours = useMemo(() => HOURS.map((hour) => formatHour(new Date(2026, 0, 5, hour))), [])
  return (
    <div
      ref={scroller}
      role="region"
      tabIndex={0}
      aria-label={t('calendar.view.week')}
      className="max-h-[70vh] overflow-y-auto rounded-xl border border-zinc-300 bg-white focus-visible:outline-2 focus-visible:outline-focus dark:border-zinc-700 dark:bg-zinc-900 dark:focus-visible:outline-white"
    >
      <div className="grid" style={{ gridTemplateColumns: columns }}>
        <div aria-hidden="true" className="sticky top-0 z-20 h-12 bg-white dark:bg-zinc-900" />
        {days.map((day, index) => (
          <div
            key={dayKey(day)}
            aria-hidden="true"
            style={{ gridColumn: index + 2, gridRow: 1 }}
            className={
              'sticky top-0 z-20 flex h-12 flex-col items-center justify-center border-b border-l border-zinc-300 bg-white text-xs leading-4 font-semibold md:text-sm md:leading-5 dark:border-zinc-700 dark:bg-zinc-900 ' +
              (isToday(day)
                ? 'text-zinc-950 underline dark:text-white'
                : 'text-zinc-800 dark:text-zinc-200')
            }
          >
            <span>{formatWeekday(day, 'short')}</span>
            <span>{day.getDate()}</span>
          </div>
        ))}
        <div
          aria-hidden="true"
          style={{ gridColumn: 1, gridRow: 2 }}
          className="sticky top-12 z-10 border-b border-zinc-300 bg-white px-1 py-1 text-right text-[0.65rem] text-zinc-700 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300"
        >
          {t('calendar.allDay')}
        </div>
        <div aria-hidden="true" style={{ gridColumn: 1, gridRow: 3 }} className="relative">
          {hours.map((label, hour) => (
            <div
              key={label}
              ref={hour === firstHour ? anchor : undefined}
              style={{ height: `${String(HOUR_REM)}rem` }}
              className="pr-1 text-right text-[0.65rem] text-zinc-700 dark:text-zinc-300"
            >
              {hour === 0 ? '' : label}
            </div>
          ))}
        </div>
        {days.map((day, index) => (
          <DayColumn
            key={dayKey(day)}
            day={day}
            label={formatFullDay(day)}
            column={index + 2}
            placed={placed}
            isVisitor={isVisitor}
          />
        ))}
      </div>
    </div>
  )
}
