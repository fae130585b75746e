import '../messages.ts'
import { useId } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { quietFieldClass } from '../../../components/field-styles.ts'

interface SortSelectProps {
  options: ReadonlyArray<{ value: string; label: string }>
  value: string
  isSearching: boolean
  onChange: (value: string) => void
}

/** The listing config's orderings; while searching, "Best match" (the server's default) too. */
export function SortSelect({ options, value, isSearching, onChange }: SortSelectProps) {
  const id = useId()
  const hasRelevance = options.some((option) => option.value === 'relevance')
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label
        htmlFor={id}
        className="hidden text-sm font-medium text-zinc-700 sm:block dark:text-zinc-300"
      >
        {t('directory.sortLabel')}
      </label>
      <select
        id={id}
        value={value}
        aria-label={t('directory.sortLabel')}
        onChange={(event) => {
          onChange(event.target.value)
        }}
        className={`h-12 max-w-44 rounded-xl px-3 shadow-sm dark:bg-zinc-900 ${quietFieldClass}`}
      >
        {isSearching && !hasRelevance ? (
          <option value="relevance">{t('directory.sortRelevance')}</option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
