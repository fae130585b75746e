import { isToday } from 'date-fns'
import { useMemo } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { dayKey, daysOf, type VisibleRange } from '../calendar-dates.ts'
import { formatFullDay } from '../calendar-format.ts'
import { itemsByDay, type PlacedItem } from '../calendar-layout.ts'
import { ItemLink } from './item-link.tsx'

interface AgendaViewProps {
  range: VisibleRange
  placed: readonly PlacedItem[]
  isVisitor: boolean
  isLoading: boolean
}

/** The phone's view: the month's days that have events, each a heading over its list. */
export function AgendaView({ range, placed, isVisitor, isLoading }: AgendaViewProps) {
  const days = useMemo(() => {
    const all = daysOf(range)
    const byDay = itemsByDay(placed, all)
    return all
      .map((day) => ({ day, items: byDay.get(dayKey(day)) ?? [] }))
      .filter(({ items }) => items.length > 0)
  }, [range, placed])
  if (days.length === 0) {
    return isLoading ? null : (
      <p className="rounded-xl border border-dashed border-zinc-400 p-6 text-center text-zinc-700 dark:border-zinc-600 dark:text-zinc-300">
        {t('calendar.agendaEmpty')}
      </p>
    )
  }
  return (
    <ol className="flex flex-col gap-5">
      {days.map(({ day, items }) => (
        <li key={dayKey(day)} aria-current={isToday(day) ? 'date' : undefined}>
          <h3 className="mb-2 text-sm font-semibold text-zinc-800 dark:text-zinc-200">
            {formatFullDay(day)}
          </h3>
          <ul className="flex flex-col gap-2">
            {items.map((p) => (
              <li key={p.item.id}>
                <ItemLink placed={p} look="row" isVisitor={isVisitor} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}
