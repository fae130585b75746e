import { t } from '../../../lib/i18n/t.ts'
import { CALENDAR_VIEWS, type CalendarView } from '../calendar-params.ts'

interface ViewSwitchProps {
  value: CalendarView
  onChange: (view: CalendarView) => void
}

/** Month, Week, Day, Agenda: one pressed at a time. */
export function ViewSwitch({ value, onChange }: ViewSwitchProps) {
  return (
    <div
      role="group"
      aria-label={t('calendar.viewLabel')}
      className="inline-flex rounded-xl bg-zinc-200 p-1 dark:bg-zinc-800"
    >
      {CALENDAR_VIEWS.map((view) => {
        const pressed = value === view
        return (
          <button
            key={view}
            type="button"
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onChange(view)
            }}
            className={
              'min-h-10 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus dark:focus-visible:outline-white ' +
              (pressed
                ? 'bg-white text-zinc-900 shadow-sm dark:bg-zinc-950 dark:text-zinc-50'
                : 'text-zinc-800 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-700')
            }
          >
            {t(`calendar.view.${view}`)}
          </button>
        )
      })}
    </div>
  )
}
