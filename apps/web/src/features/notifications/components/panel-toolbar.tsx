import { useNotificationCount } from '../use-notification-count.ts'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { useMarkAllRead } from '../api.ts'
import { ActionError } from './action-error.tsx'

/** How many are unread, and Mark all as read. */
export function PanelToolbar() {
  const count = useNotificationCount()
  const markAll = useMarkAllRead()
  return (
    <div className="shrink-0 border-b border-zinc-200 px-5 py-2 dark:border-zinc-800">
      <div className="flex min-h-11 items-center justify-between gap-3">
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          {count > 0
            ? t('notifications.unreadSummary', { count: formatNumber(count) })
            : t('notifications.allRead')}
        </p>
        <button
          type="button"
          disabled={count === 0}
          onClick={() => {
            markAll.mutate()
          }}
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-zinc-900 underline underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:text-zinc-500 disabled:no-underline dark:text-zinc-100 dark:focus-visible:outline-white"
        >
          {t('notifications.markAllRead')}
        </button>
      </div>
      <ActionError error={markAll.error} />
    </div>
  )
}
