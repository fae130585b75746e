import type { CalendarSource } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { ALL_SOURCES } from '../calendar-params.ts'
import { SOURCE_STYLES } from '../item-text.ts'

interface SourceTogglesProps {
  value: readonly CalendarSource[]
  /** Only these can be shown (a visitor sees the school's events alone). */
  offered?: readonly CalendarSource[]
  onChange: (sources: CalendarSource[]) => void
}

/** My events, My clubs, School: pressed-state buttons that are also the colour key. */
export function SourceToggles({ value, offered = ALL_SOURCES, onChange }: SourceTogglesProps) {
  return (
    <div role="group" aria-label={t('calendar.sourcesLabel')} className="flex flex-wrap gap-2">
      {offered.map((source) => {
        const pressed = value.includes(source)
        return (
          <button
            key={source}
            type="button"
            aria-pressed={pressed}
            onClick={() => {
              onChange(ALL_SOURCES.filter((s) => (s === source ? !pressed : value.includes(s))))
            }}
            className={
              'inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white ' +
              (pressed
                ? 'border-zinc-700 bg-white text-zinc-900 dark:border-zinc-300 dark:bg-zinc-900 dark:text-zinc-50'
                : 'border-dashed border-zinc-500 bg-transparent text-zinc-700 line-through dark:border-zinc-500 dark:text-zinc-300')
            }
          >
            <span
              aria-hidden="true"
              className={`size-3 rounded-full ${SOURCE_STYLES[source].swatch} ${pressed ? '' : 'opacity-40'}`}
            />
            {t(`calendar.source.${source}`)}
          </button>
        )
      })}
    </div>
  )
}
