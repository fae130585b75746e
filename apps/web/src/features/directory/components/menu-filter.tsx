import '../messages.ts'
import type { ListingFilter } from '@quad/shared'
import { useId } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { quietFieldClass } from '../../../components/field-styles.ts'

interface MenuFilterProps {
  filter: ListingFilter
  value: string
  onChange: (value: string) => void
}

/** Spec 5 menu list: one option or none ("Any"; the connection menu's own "All" stands for it). */
export function MenuFilter({ filter, value, onChange }: MenuFilterProps) {
  const id = useId()
  const hasAll = filter.options.some((option) => option.value === 'all')
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-zinc-900 dark:text-zinc-50">
        {filter.label}
      </label>
      <select
        id={id}
        value={value || (hasAll ? 'all' : '')}
        onChange={(event) => {
          onChange(event.target.value)
        }}
        className={`h-11 w-full rounded-lg px-3 dark:bg-zinc-950 ${quietFieldClass}`}
      >
        {hasAll ? null : <option value="">{t('directory.any')}</option>}
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
