import { Link } from 'react-router'
import { t } from '../../../lib/i18n/t.ts'
import { dayKey } from '../calendar-dates.ts'
import { formatFullDay } from '../calendar-format.ts'
import type { PlacedItem } from '../calendar-layout.ts'
import { countText } from '../item-text.ts'
import { ItemLink } from './item-link.tsx'

/** A month cell shows this many items, then "+n more" (which opens the day). */
const SHOWN = 3

interface MonthCellProps {
  day: Date
  placed: readonly PlacedItem[]
  isActive: boolean
  inMonth: boolean
  isToday: boolean
  isVisitor: boolean
  dayHref: (date: string) => string
}

/** One day: labelled with its date and how many events; only the focused day's links are tab stops. */
export function MonthCell(props: MonthCellProps) {
  const { day, placed, isActive, inMonth, isToday, isVisitor, dayHref } = props
  const key = dayKey(day)
  const date = formatFullDay(day)
  const hidden = placed.length - SHOWN
  return (
    <div
      role="gridcell"
      data-day={key}
      tabIndex={isActive ? 0 : -1}
      aria-selected={isActive}
      aria-current={isToday ? 'date' : undefined}
      className={
        'flex min-h-20 min-w-0 flex-col gap-0.5 border-t border-l border-zinc-200 p-1 first:border-l-0 md:min-h-28 dark:border-zinc-800 ' +
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white ' +
        (inMonth ? '' : 'bg-zinc-50 dark:bg-zinc-950 ') +
        (isActive ? 'bg-zinc-100 dark:bg-zinc-800' : '')
      }
    >
      <span
        aria-hidden="true"
        className={
          'grid size-6 place-items-center self-end rounded-full text-xs font-semibold ' +
          (isToday
            ? 'bg-school text-on-school'
            : inMonth
              ? 'text-zinc-900 dark:text-zinc-50'
              : 'text-zinc-600 dark:text-zinc-400')
        }
      >
        {day.getDate()}
      </span>
      {/* The cell's name comes from its content (its events' names follow): no aria-label
          that would hide the titles it shows (WCAG 2.5.3 label in name). */}
      <span className="sr-only">
        {t('calendar.dayLabel', { date, count: countText(placed.length) })}
      </span>
      {placed.slice(0, SHOWN).map((p) => (
        <ItemLink
          key={p.item.id}
          placed={p}
          look="chip"
          isVisitor={isVisitor}
          tabIndex={isActive ? 0 : -1}
        />
      ))}
      {hidden > 0 ? (
        <Link
          to={dayHref(key)}
          tabIndex={isActive ? 0 : -1}
          aria-label={t('calendar.moreLabel', { count: hidden, date })}
          // At least 24 px high: a target a finger can hit (WCAG 2.2 2.5.8, axe target-size).
          className="inline-flex min-h-6 items-center self-start rounded px-1 text-xs font-semibold text-zinc-700 underline focus-visible:outline-2 focus-visible:outline-focus dark:text-zinc-300 dark:focus-visible:outline-white"
        >
          {t('calendar.more', { count: hidden })}
        </Link>
      ) : null}
    </div>
  )
}
