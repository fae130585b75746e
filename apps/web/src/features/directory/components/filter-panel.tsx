import '../messages.ts'
import type { Facets, ListingFilter } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { readContains, withContainsValue, withMenuValue } from '../directory-params.ts'
import type { ParamsUpdate } from '../../../lib/use-search-params-update.ts'
import { ContainsFilter } from './contains-filter.tsx'
import { MenuFilter } from './menu-filter.tsx'

interface FilterPanelProps {
  definitions: readonly ListingFilter[]
  params: URLSearchParams
  facets: Facets | null
  activeCount: number
  onUpdate: (change: ParamsUpdate) => void
  onClear: () => void
}

/**
 * The listing config's menu and contains filters (the text filter is the search box).
 * Every change applies at once and lands in the URL.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { definitions, params, facets, activeCount, onUpdate, onClear } = props
  return (
    <div className="flex flex-col gap-6">
      {activeCount > 0 ? (
        <button
          type="button"
          onClick={onClear}
          className="min-h-11 self-start rounded-lg px-2 text-sm font-semibold text-zinc-900 underline underline-offset-4 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus dark:text-zinc-50 dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
        >
          {t('directory.clearFilters')}
        </button>
      ) : null}
      {definitions.map((filter) => {
        if (filter.kind === 'menu') {
          return (
            <MenuFilter
              key={filter.name}
              filter={filter}
              value={params.get(filter.name) ?? ''}
              onChange={(value) => {
                onUpdate((previous) => withMenuValue(previous, filter.name, value))
              }}
            />
          )
        }
        if (filter.kind !== 'contains') return null
        return (
          <ContainsFilter
            key={filter.name}
            filter={filter}
            value={readContains(params, filter.name)}
            counts={facets?.[filter.name]}
            onChange={(value) => {
              onUpdate((previous) => withContainsValue(previous, filter.name, value))
            }}
          />
        )
      })}
    </div>
  )
}
