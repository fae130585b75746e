import { addDays } from 'date-fns'
import { Fragment, useMemo } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { timedSegments, type PlacedItem } from '../calendar-layout.ts'
import { ItemLink } from './item-link.tsx'

/** One hour's height; a minute is 1/60 of it, so a 15-minute item is 1rem tall (16 px). */
export const HOUR_REM = 4
const MINUTE_REM = HOUR_REM / 60

interface DayColumnProps {
  day: Date
  label: string
  /** Its column in the time grid (the hours are column 1). */
  column: number
  placed: readonly PlacedItem[]
  isVisitor: boolean
}

/** A day of the week or day view: its all-day cell (row 2) and its hours (row 3), side by side where items overlap. */
export function DayColumn({ day, label, column, placed, isVisitor }: DayColumnProps) {
  const allDay = useMemo(
    () => placed.filter((p) => p.isAllDayLike && p.start < addDays(day, 1) && p.end > day),
    [placed, day],
  )
  const timed = useMemo(() => timedSegments(placed, day), [placed, day])
  return (
    <Fragment>
      <div
        role="group"
        aria-label={`${label}, ${t('calendar.allDayRow')}`}
        style={{ gridColumn: column, gridRow: 2 }}
        className="sticky top-12 z-10 flex min-h-8 flex-col gap-0.5 border-b border-l border-zinc-300 bg-white p-0.5 dark:border-zinc-700 dark:bg-zinc-900"
      >
        {allDay.map((p) => (
          <ItemLink key={p.item.id} placed={p} look="chip" isVisitor={isVisitor} />
        ))}
      </div>
      <div
        role="group"
        aria-label={label}
        style={{ gridColumn: column, gridRow: 3, height: `${String(HOUR_REM * 24)}rem` }}
        className="relative border-l border-zinc-300 bg-[repeating-linear-gradient(to_bottom,transparent_0,transparent_calc(4rem-1px),var(--color-zinc-200)_calc(4rem-1px),var(--color-zinc-200)_4rem)] dark:border-zinc-700 dark:bg-[repeating-linear-gradient(to_bottom,transparent_0,transparent_calc(4rem-1px),var(--color-zinc-800)_calc(4rem-1px),var(--color-zinc-800)_4rem)]"
      >
        {timed.map((segment) => (
          <ItemLink
            key={segment.placed.item.id}
            placed={segment.placed}
            look="block"
            isVisitor={isVisitor}
            style={{
              top: `${String(segment.startMinute * MINUTE_REM)}rem`,
              height: `${String((segment.endMinute - segment.startMinute) * MINUTE_REM)}rem`,
              left: `${String((segment.column / segment.columns) * 100)}%`,
              width: `calc(${String(100 / segment.columns)}% - 2px)`,
            }}
          />
        ))}
      </div>
    </Fragment>
  )
}
