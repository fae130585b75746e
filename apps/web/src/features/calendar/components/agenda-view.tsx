import { startOfDay } from 'date-fns'
import { useSchoolClock } from '../../../lib/school/school-clock.ts'
import { schoolNow, useIsSchoolToday } from '../calendar-zone.ts'
import { useMemo, useState } from 'react'
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

/**
 * The phone's view: the month's days that have events, each a heading over its list. The
 * current month opens at today (issue 30 bug 2: it opened weeks in the past); its earlier
 * days are one tap away.
 */
export function AgendaView({ range, placed, isVisitor, isLoading }: AgendaViewProps) {
  const [showEarlier, setShowEarlier] = useState(false)
  const days = useMemo(() => {
    const all = daysOf(range)
    const byDay = itemsByDay(placed, all)
    return all
      .map((day) => ({ day, items: byDay.get(dayKey(day)) ?? [] }))
      .filter(({ items }) => items.length > 0)
  }, [range, placed])
  const today = startOfDay(schoolNow(useSchoolClock().zone))
  const holdsToday = range.start <= today && today < range.end
  const earlier = holdsToday && !showEarlier ? days.filter(({ day }) => day < today) : []
  const shown = earlier.length > 0 ? days.filter(({ day }) => day >= today) : days
  if (days.length === 0) {
    return isLoading ? null : (
      <p className="rounded-xl border border-dashed border-zinc-400 p-6 text-center text-zinc-700 dark:border-zinc-600 dark:text-zinc-300">
        {t('calendar.agendaEmpty')}
      </p>
    )
  }
  return (
    <>
      {earlier.length > 0 && (
        <button
          type="button"
          className="-ml-3 mb-4 min-h-11 self-start rounded-lg px-3 text-sm font-medium text-zinc-800 underline underline-offset-4 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800"
          onClick={() => {
            setShowEarlier(true)
          }}
        >
          {t('calendar.agendaEarlier', { count: earlier.length })}
        </button>
      )}
      {shown.length === 0 && (
        <p className="text-zinc-700 dark:text-zinc-300">{t('calendar.agendaNothingLeft')}</p>
      )}
      <AgendaDays days={shown} isVisitor={isVisitor} />
    </>
  )
}

function AgendaDays({
  days,
  isVisitor,
}: {
  days: ReadonlyArray<{ day: Date; items: PlacedItem[] }>
  isVisitor: boolean
}) {
  const isToday = useIsSchoolToday()
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
