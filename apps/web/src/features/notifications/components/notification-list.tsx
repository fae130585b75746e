import { useRef } from 'react'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { useInfiniteList } from '../../../lib/paging/infinite-list.ts'
import { notificationsQuery } from '../api.ts'
import { EmptyNotifications } from './empty-notifications.tsx'
import { NotificationRow } from './notification-row.tsx'

/** The infinite list: newest first, older ones by an explicit button (the end stays reachable). */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const { query, items, hasMore, isLoadingMore, loadMoreFailed, loadMore } =
    useInfiniteList(notificationsQuery)
  const listRef = useRef<HTMLUListElement>(null)
  const scroller = 'min-h-0 flex-1 overflow-y-auto overscroll-contain'

  if (query.isPending) {
    return (
      <p
        role="status"
        className={`${scroller} px-5 py-8 text-center text-zinc-700 dark:text-zinc-300`}
      >
        {t('notifications.loading')}
      </p>
    )
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className={`${scroller} flex flex-col items-center gap-4 px-5 py-8 text-center`}
      >
        <p className="text-zinc-800 dark:text-zinc-200">{t('notifications.error')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('notifications.retry')}
        </Button>
      </div>
    )
  }
  if (items.length === 0) return <EmptyNotifications onNavigate={onNavigate} className={scroller} />
  return (
    <div className={scroller}>
      <ul
        ref={listRef}
        tabIndex={-1}
        aria-label={t('notifications.listLabel')}
        className="divide-y divide-zinc-200 focus:outline-none dark:divide-zinc-800"
      >
        {items.map((item) => (
          <NotificationRow
            key={item.id}
            item={item}
            onNavigate={onNavigate}
            onDeleted={() => listRef.current?.focus()}
          />
        ))}
      </ul>
      <div className="flex flex-col items-center gap-2 px-5 py-4">
        {loadMoreFailed ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t('notifications.error')}
          </p>
        ) : null}
        {hasMore ? (
          <Button variant="secondary" disabled={isLoadingMore} onClick={loadMore}>
            {isLoadingMore ? t('notifications.loadingMore') : t('notifications.loadMore')}
          </Button>
        ) : (
          <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('notifications.allShown')}</p>
        )}
      </div>
    </div>
  )
}
