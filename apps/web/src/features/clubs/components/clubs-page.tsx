import { t } from '../../../lib/i18n/t.ts'
import { SearchField } from '../../../components/search-field.tsx'
import { useClubs } from '../use-clubs.ts'
import { ClubResults } from './club-results.tsx'
import { RequestClubButton } from './request-club-dialog.tsx'
import { ViewToggle } from './view-toggle.tsx'

/** Spec 2 club section: search, all clubs or mine, and the list with Join and Leave. */
export function ClubsPage({ hrefFor }: { hrefFor: (id: string) => string }) {
  const { filter, firstPage, lastPage, pageCount, loadMore, update } = useClubs()
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-24 md:px-8 md:pt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
            {t('clubs.title')}
          </h1>
          <p className="mt-1 text-zinc-700 dark:text-zinc-300">{t('clubs.intro')}</p>
        </div>
        <RequestClubButton />
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          value={filter.search}
          label={t('clubs.searchLabel')}
          placeholder={t('clubs.searchPlaceholder')}
          onSearch={(search) => {
            update({ search }, true)
          }}
        />
        <ViewToggle
          value={filter.membership}
          onChange={(membership) => {
            update({ membership })
          }}
        />
      </div>
      <section aria-label={t('clubs.resultsLabel')} className="mt-6">
        <ClubResults
          filter={filter}
          firstPage={firstPage}
          lastPage={lastPage}
          pageCount={pageCount}
          onLoadMore={loadMore}
          hrefFor={hrefFor}
          onShowAll={() => {
            update({ search: '', membership: 'all' })
          }}
        />
      </section>
    </div>
  )
}
