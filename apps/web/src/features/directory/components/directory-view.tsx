import '../messages.ts'
import { useRef, useState, type ReactNode } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { SearchField } from '../../../components/search-field.tsx'
import {
  countActiveFilters,
  PROFILE_PARAM,
  QUERY_PARAM,
  SORT_PARAM,
  withoutFilters,
} from '../directory-params.ts'
import { formatPeopleCount } from '../people-count.ts'
import { useDirectory } from '../use-directory.ts'
import { FilterPanel } from './filter-panel.tsx'
import { FilterSheet } from './filter-sheet.tsx'
import { FiltersButton } from './filters-button.tsx'
import { PeopleResults } from './people-results.tsx'
import { SortSelect } from './sort-select.tsx'

function withParam(params: URLSearchParams, name: string, value: string) {
  const next = new URLSearchParams(params)
  if (value) next.set(name, value)
  else next.delete(name)
  return next
}

/**
 * Spec 2 /directory: search, filters (side panel on lg+, bottom sheet below), sort, results.
 * With the school's connect switch off, no word, filter or shortcut speaks of connections.
 */
interface DirectoryViewProps {
  connect: boolean
  /** The connections feature's shortcut lists, composed by the route (decision 019). */
  connectionLists: ReactNode
}

export function DirectoryView({ connect, connectionLists }: DirectoryViewProps) {
  const { config, params, state, firstPage, lastPage, pageCount, loadMore, update } = useDirectory()
  const [isSheetOpen, setSheetOpen] = useState(false)
  const filtersButton = useRef<HTMLButtonElement>(null)
  const activeCount = countActiveFilters(state)
  const facets = firstPage.data?.facets ?? null
  const total = firstPage.data?.total ?? 0
  const sort = state.sort ?? (state.query ? 'relevance' : config.ordering.defaultOrder)
  const clearFilters = () => {
    update((previous) => withoutFilters(previous, config.filters))
  }
  const panel = (
    <FilterPanel
      definitions={config.filters}
      params={params}
      facets={facets}
      activeCount={activeCount}
      onUpdate={update}
      onClear={clearFilters}
    />
  )

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-24 md:px-8 md:pt-10">
      <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        {t('directory.title')}
      </h1>
      <p className="mt-1 text-zinc-700 dark:text-zinc-300">
        {t(connect ? 'directory.body' : 'directory.bodyNoConnect')}
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-2 sm:flex-nowrap">
        <SearchField
          value={state.query}
          label={t('directory.searchLabel')}
          placeholder={t('directory.searchPlaceholder')}
          onSearch={(query) => {
            update((previous) => withParam(previous, QUERY_PARAM, query), { replace: true })
          }}
        />
        <div className="flex w-full gap-2 sm:w-auto">
          <FiltersButton
            ref={filtersButton}
            activeCount={activeCount}
            isOpen={isSheetOpen}
            onOpen={() => {
              setSheetOpen(true)
            }}
          />
          <SortSelect
            options={config.ordering.options}
            value={sort}
            isSearching={state.query !== ''}
            onChange={(value) => {
              update((previous) => withParam(previous, SORT_PARAM, value))
            }}
          />
        </div>
      </div>
      {/* Issue 5 lists: shortcuts into the connection filter, where the school has it. */}
      {connect && config.filters.some((filter) => filter.name === 'connection') ? (
        <div className="mt-3">{connectionLists}</div>
      ) : null}
      <div className="mt-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label={t('directory.filters')} className="hidden lg:block">
          {panel}
        </aside>
        <FilterSheet
          open={isSheetOpen}
          resultLabel={t('directory.showCount', { count: formatPeopleCount(total) })}
          onClose={() => {
            setSheetOpen(false)
          }}
          onClosed={() => filtersButton.current?.focus()}
        >
          {panel}
        </FilterSheet>
        <section aria-label={t('directory.resultsLabel')}>
          <PeopleResults
            definitions={config.filters}
            state={state}
            firstPage={firstPage}
            lastPage={lastPage}
            pageCount={pageCount}
            onLoadMore={loadMore}
            hrefFor={(uid) => `?${withParam(params, PROFILE_PARAM, uid).toString()}`}
            onReset={() => {
              update((previous) =>
                withParam(withoutFilters(previous, config.filters), QUERY_PARAM, ''),
              )
            }}
          />
        </section>
      </div>
    </div>
  )
}
