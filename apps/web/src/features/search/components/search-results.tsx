import type { SearchKind } from '@quad/shared'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Button } from '../../../components/button.tsx'
import { ResultsMessage } from '../../../components/results-message.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import { t } from '../../../lib/i18n/t.ts'
import { searchKindQuery, searchQuery } from '../api.ts'
import { searchPageHref } from '../hit-href.ts'
import { HitList } from './hit-list.tsx'

const kindLabel = (kind: SearchKind) => t(`search.kind.${kind}`)

interface ResultsProps {
  q: string
  onOpen: () => void
}

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <ResultsMessage
      role="alert"
      icon="search"
      title={t('search.title')}
      body={t('search.failed')}
      action={<Button onClick={onRetry}>{t('search.retry')}</Button>}
    />
  )
}

function Nothing({ q }: { q: string }) {
  return (
    <ResultsMessage
      role="status"
      icon="search"
      title={t('search.nothing', { q })}
      body={t('search.nothingHint')}
      action={null}
    />
  )
}

/** Every kind's first hits, a section each with "See all" when more follow. */
export function GroupedResults({ q, onOpen }: ResultsProps) {
  const answer = useQuery(searchQuery(q))
  if (answer.isError) return <Failed onRetry={() => void answer.refetch()} />
  if (!answer.data) return <p role="status">{t('search.searching')}</p>
  if (answer.data.groups.length === 0) return <Nothing q={q} />
  return (
    <div className="flex flex-col gap-8">
      {answer.data.groups.map((group) => (
        <section key={group.kind} aria-labelledby={`search-${group.kind}`}>
          <div className="mb-3 flex items-baseline justify-between gap-3">
            <h2
              id={`search-${group.kind}`}
              className="text-lg font-semibold text-zinc-900 dark:text-zinc-50"
            >
              {kindLabel(group.kind)}
            </h2>
            {group.nextCursor !== null ? (
              <Link to={searchPageHref(q, group.kind)} className={textLinkClass}>
                {t('search.seeAll', { kind: kindLabel(group.kind).toLowerCase() })}
              </Link>
            ) : null}
          </div>
          <HitList hits={group.items} onOpen={onOpen} />
        </section>
      ))}
    </div>
  )
}

/** One kind's hits, page after page. */
export function KindResults({ q, kind, onOpen }: ResultsProps & { kind: SearchKind }) {
  const pages = useInfiniteQuery(searchKindQuery(q, kind))
  if (pages.isError && !pages.data) return <Failed onRetry={() => void pages.refetch()} />
  if (!pages.data) return <p role="status">{t('search.searching')}</p>
  const hits = pages.data.pages.flatMap((page) => page.groups[0]?.items ?? [])
  if (hits.length === 0) return <Nothing q={q} />
  return (
    <section aria-label={kindLabel(kind)} className="flex flex-col gap-4">
      <HitList hits={hits} onOpen={onOpen} />
      {pages.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? t('search.loadingMore') : t('search.more')}
          </Button>
        </div>
      ) : null}
    </section>
  )
}
