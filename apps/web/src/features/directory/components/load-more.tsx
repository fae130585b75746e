import '../messages.ts'
import { Button } from '../../../components/button.tsx'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { isRateLimited } from '../api.ts'

interface LoadMoreProps {
  shown: number
  total: number
  hasMore: boolean
  isLoading: boolean
  error: unknown
  onLoadMore: () => void
}

/** Spec 9 paging, 20 at a time, by an explicit button: the page end stays reachable. */
export function LoadMore({ shown, total, hasMore, isLoading, error, onLoadMore }: LoadMoreProps) {
  if (!hasMore) {
    return (
      <p className="mt-8 text-center text-sm text-zinc-700 dark:text-zinc-300">
        {t('directory.allShown')}
      </p>
    )
  }
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {isRateLimited(error) ? t('directory.rateLimitedBody') : t('directory.errorBody')}
        </p>
      ) : null}
      <Button variant="secondary" onClick={onLoadMore} disabled={isLoading} className="min-w-40">
        {isLoading ? t('directory.loadingMore') : t('directory.loadMore')}
      </Button>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {t('directory.shownOf', { shown: formatNumber(shown), total: formatNumber(total) })}
      </p>
    </div>
  )
}
