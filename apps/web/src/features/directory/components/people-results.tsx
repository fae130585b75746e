import '../messages.ts'
import type { ListingFilter } from '@quad/shared'
import type { UseQueryResult } from '@tanstack/react-query'
import { t } from '../../../lib/i18n/t.ts'
import { loadMoreState } from '../../../components/load-more-state.ts'
import type { PeoplePage } from '../api.ts'
import type { DirectoryState } from '../directory-params.ts'
import { formatPeopleCount } from '../people-count.ts'
import { PEOPLE_PAGE_SIZE } from '../people-query.ts'
import { LoadMore } from './load-more.tsx'
import { PeoplePageItems } from './people-page-items.tsx'
import { PeopleSkeleton } from './people-skeleton.tsx'
import { ResultsEmpty } from './results-empty.tsx'
import { ResultsError } from './results-error.tsx'

interface PeopleResultsProps {
  definitions: readonly ListingFilter[]
  state: DirectoryState
  firstPage: UseQueryResult<PeoplePage>
  lastPage: UseQueryResult<PeoplePage>
  pageCount: number
  onLoadMore: () => void
  hrefFor: (uid: string) => string
  onReset: () => void
}

/**
 * The result list in all its states: skeletons on the first load, an error with retry,
 * an empty state that says what to try, else the grid with "Load more". One polite live
 * region tells screen reader users what changed.
 */
export function PeopleResults(props: PeopleResultsProps) {
  const { definitions, state, firstPage, lastPage, pageCount, hrefFor } = props
  const { data, error, isPending, isPlaceholderData } = firstPage
  if (isPending) return <PeopleSkeleton />
  if (!data) return <ResultsError error={error} onRetry={() => void firstPage.refetch()} />

  const total = data.total
  const { loadedPages, isLastLoaded, control } = loadMoreState(
    lastPage,
    pageCount,
    props.onLoadMore,
  )
  const lastSize = pageCount === 1 ? data.people.length : (lastPage.data?.people.length ?? 0)
  const shown = Math.min(total, (loadedPages - 1) * PEOPLE_PAGE_SIZE + lastSize)
  const count = formatPeopleCount(total)
  const announcement =
    loadedPages > 1
      ? t('directory.loadedMore', { added: lastSize, shown, total })
      : t('directory.found', { count })
  const hasMore = isLastLoaded && lastSize === PEOPLE_PAGE_SIZE && shown < total
  const pages = Array.from({ length: loadedPages }, (_, index) => index + 1)

  return (
    <div aria-busy={isPlaceholderData}>
      <div className="mb-3 flex min-h-6 items-center justify-between gap-3">
        <p className="font-semibold text-zinc-900 dark:text-zinc-50">{count}</p>
        {isPlaceholderData ? (
          <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('directory.updating')}</p>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {isPlaceholderData ? '' : announcement}
      </p>
      {data.people.length === 0 ? (
        <ResultsEmpty query={state.query} onReset={props.onReset} />
      ) : (
        <>
          <ul
            className={`grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-3 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {pages.map((page) => (
              <PeoplePageItems
                key={page}
                definitions={definitions}
                state={state}
                page={page}
                hrefFor={hrefFor}
              />
            ))}
          </ul>
          <LoadMore shown={shown} total={total} hasMore={hasMore || !isLastLoaded} {...control} />
        </>
      )}
    </div>
  )
}
