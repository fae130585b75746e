import type { ClubListing } from '@quad/shared'
import type { UseQueryResult } from '@tanstack/react-query'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { loadMoreState } from '../../../components/load-more-state.ts'
import { ResultsMessage } from '../../../components/results-message.tsx'
import { CLUBS_PAGE_SIZE, type ClubsFilter } from '../api.ts'
import { formatClubCount } from '../club-count.ts'
import { ClubPageItems } from './club-page-items.tsx'
import { ClubsEmpty } from './clubs-empty.tsx'
import { ShowMoreClubs } from './show-more-clubs.tsx'

interface ClubResultsProps {
  filter: ClubsFilter
  firstPage: UseQueryResult<ClubListing>
  lastPage: UseQueryResult<ClubListing>
  pageCount: number
  onLoadMore: () => void
  hrefFor: (id: string) => string
  onShowAll: () => void
}

/** The listing in all its states: loading, an error with retry, empty with a way on, or the cards. */
export function ClubResults(props: ClubResultsProps) {
  const { filter, firstPage, lastPage, pageCount } = props
  if (firstPage.isPending) {
    return (
      <p role="status" className="py-12 text-center text-zinc-700 dark:text-zinc-300">
        {t('clubs.loading')}
      </p>
    )
  }
  if (!firstPage.data) {
    return (
      <ResultsMessage
        role="alert"
        icon="globe"
        title={t('clubs.errorTitle')}
        body={t('clubs.errorBody')}
        action={<Button onClick={() => void firstPage.refetch()}>{t('clubs.retry')}</Button>}
      />
    )
  }
  const { total, items } = firstPage.data
  if (items.length === 0) return <ClubsEmpty filter={filter} onShowAll={props.onShowAll} />
  const { loadedPages, control } = loadMoreState(lastPage, pageCount, props.onLoadMore)
  const shown = Math.min(total, loadedPages * CLUBS_PAGE_SIZE)
  const isUpdating = firstPage.isPlaceholderData
  return (
    <div aria-busy={isUpdating} className={isUpdating ? 'opacity-60 transition-opacity' : ''}>
      <p role="status" className="mb-3 font-semibold text-zinc-900 dark:text-zinc-50">
        {formatClubCount(total)}
      </p>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] gap-3">
        {Array.from({ length: loadedPages }, (_, i) => (
          <ClubPageItems key={i} filter={filter} page={i + 1} hrefFor={props.hrefFor} />
        ))}
      </ul>
      <ShowMoreClubs shown={shown} total={total} {...control} />
    </div>
  )
}
