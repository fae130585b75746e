import { t } from '../../../lib/i18n/t.ts'
import { Icon } from '../../../components/icon.tsx'
import type { CalendarView } from '../calendar-params.ts'

interface CalendarToolbarProps {
  title: string
  titleId: string
  view: CalendarView
  onStep: (direction: 1 | -1) => void
  onToday: () => void
}

const arrowClass =
  'grid size-11 place-items-center rounded-full text-zinc-800 hover:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-focus dark:text-zinc-200 dark:hover:bg-zinc-800 dark:focus-visible:outline-white'

/** Today, previous and next, and the range's title (announced when it changes). */
export function CalendarToolbar({ title, titleId, view, onStep, onToday }: CalendarToolbarProps) {
  const unit = t(`calendar.unit.${view}`)
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        onClick={onToday}
        className="mr-2 min-h-11 rounded-lg border border-zinc-500 px-3 text-sm font-semibold text-zinc-900 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus dark:border-zinc-400 dark:text-zinc-50 dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
      >
        {t('calendar.today')}
      </button>
      <button
        type="button"
        aria-label={t('calendar.previous', { unit })}
        onClick={() => {
          onStep(-1)
        }}
        className={arrowClass}
      >
        <Icon name="chevronLeft" />
      </button>
      <button
        type="button"
        aria-label={t('calendar.next', { unit })}
        onClick={() => {
          onStep(1)
        }}
        className={arrowClass}
      >
        <Icon name="chevronRight" />
      </button>
      <h2
        id={titleId}
        aria-live="polite"
        className="ml-2 text-xl font-semibold text-zinc-900 dark:text-zinc-50"
      >
        {title}
      </h2>
    </div>
  )
}
