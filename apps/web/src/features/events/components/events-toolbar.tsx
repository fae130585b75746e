import { EVENT_CATEGORIES, EventCategory, type Club } from '@quad/shared'
import { useId } from 'react'
import { fieldBoxClass, fieldLabelClass } from '../../../components/field-styles.ts'
import { PressedGroup } from '../../../components/pressed-group.tsx'
import { SearchField } from '../../../components/search-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import type { EventsFilter, EventsView } from '../api.ts'

interface EventsToolbarProps {
  filter: EventsFilter
  onChange: (change: Partial<EventsFilter>, replace?: boolean) => void
  /** The student's clubs; a visitor has none and no "Mine". */
  clubs: Club[] | null
}

const VIEWS = ['upcoming', 'week', 'mine'] as const satisfies readonly EventsView[]

/** Upcoming, This week or Mine (pressed-state buttons), then search, club and category. */
export function EventsToolbar({ filter, onChange, clubs }: EventsToolbarProps) {
  const views = clubs ? VIEWS : VIEWS.filter((view) => view !== 'mine')
  return (
    <div className="mt-5 flex flex-col gap-3">
      <PressedGroup
        label={t('events.viewLabel')}
        options={views.map((view) => ({ value: view, label: t(`events.view.${view}`) }))}
        value={filter.view}
        onChange={(view) => {
          onChange({ view })
        }}
        className="self-start"
      />
      <div
        role="group"
        aria-label={t('events.filtersLabel')}
        className="flex flex-col gap-3 md:flex-row md:items-end"
      >
        <SearchField
          value={filter.search}
          label={t('events.searchLabel')}
          placeholder={t('events.searchPlaceholder')}
          onSearch={(search) => {
            onChange({ search }, true)
          }}
        />
        {clubs && filter.view !== 'mine' ? (
          <Select
            label={t('events.clubLabel')}
            value={filter.clubId ?? ''}
            onChange={(clubId) => {
              onChange({ clubId: clubId || null })
            }}
            options={[
              { value: '', label: t('events.clubAny') },
              ...clubs.map((club) => ({ value: club.id, label: club.name })),
              // A club from a link (its page's "See all") that is not one of the student's.
              ...(filter.clubId && !clubs.some((club) => club.id === filter.clubId)
                ? [{ value: filter.clubId, label: t('events.clubSelected') }]
                : []),
            ]}
          />
        ) : null}
        <Select
          label={t('events.categoryLabel')}
          value={filter.category ?? ''}
          onChange={(value) => {
            const category = EventCategory.safeParse(value)
            onChange({ category: category.success ? category.data : null })
          }}
          options={[
            { value: '', label: t('events.categoryAny') },
            ...EVENT_CATEGORIES.map((category) => ({
              value: category,
              label: t(`events.category.${category}`),
            })),
          ]}
        />
      </div>
    </div>
  )
}

interface SelectProps {
  label: string
  value: string
  onChange: (value: string) => void
  options: { value: string; label: string }[]
}

function Select({ label, value, onChange, options }: SelectProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1 md:w-52">
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
        }}
        className={`h-12 ${fieldBoxClass}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
