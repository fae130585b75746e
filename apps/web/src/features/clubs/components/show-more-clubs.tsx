import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'

interface ShowMoreClubsProps {
  shown: number
  total: number
  isLoading: boolean
  error: unknown
  onLoadMore: () => void
}

/** Spec 9 paging, 20 at a time, by an explicit button. */
export function ShowMoreClubs({ shown, total, isLoading, error, onLoadMore }: ShowMoreClubsProps) {
  if (shown >= total && !error) {
    return (
      <p className="mt-8 text-center text-sm text-zinc-700 dark:text-zinc-300">
        {t('clubs.allShown')}
      </p>
    )
  }
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('clubs.errorBody')}
        </p>
      ) : null}
      <Button variant="secondary" onClick={onLoadMore} disabled={isLoading} className="min-w-40">
        {isLoading ? t('clubs.loadingMore') : t('clubs.loadMore')}
      </Button>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {t('clubs.shownOf', { shown: formatNumber(shown), total: formatNumber(total) })}
      </p>
    </div>
  )
}
