import '../messages.ts'
import { useId } from 'react'
import { AccountType, PersonStatus, SchoolRole } from '@quad/shared'
import { quietFieldClass } from '../../../components/field-styles.ts'
import { SearchField } from '../../../components/search-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import type { PeopleFilter } from '../api.ts'

interface PeopleFiltersProps {
  filter: PeopleFilter
  onChange: (key: keyof PeopleFilter, value: string) => void
}

/** Search by name or email, and the role, account type and status filters. */
export function PeopleFilters({ filter, onChange }: PeopleFiltersProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="min-w-0 flex-1">
        <SearchField
          value={filter.q}
          onSearch={(q) => {
            onChange('q', q)
          }}
          label={t('people.searchLabel')}
          placeholder={t('people.searchPlaceholder')}
        />
      </div>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <FilterSelect
          label={t('people.filterRole')}
          value={filter.role}
          options={SchoolRole.options.map((role) => [role, t(`people.role.${role}`)])}
          onChange={(value) => {
            onChange('role', value)
          }}
        />
        <FilterSelect
          label={t('people.filterType')}
          value={filter.type}
          options={AccountType.options.map((type) => [type, t(`people.type.${type}`)])}
          onChange={(value) => {
            onChange('type', value)
          }}
        />
        <FilterSelect
          label={t('people.filterStatus')}
          value={filter.status}
          options={PersonStatus.options.map((status) => [status, t(`people.status.${status}`)])}
          onChange={(value) => {
            onChange('status', value)
          }}
        />
      </div>
    </div>
  )
}

function FilterSelect(props: {
  label: string
  value: string
  options: Array<[string, string]>
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="truncate text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => {
          props.onChange(event.target.value)
        }}
        className={`h-12 w-full min-w-0 rounded-xl px-2 shadow-sm sm:w-40 sm:px-3 dark:bg-zinc-900 ${quietFieldClass}`}
      >
        <option value="">{t('people.any')}</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  )
}
