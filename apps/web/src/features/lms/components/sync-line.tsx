import type { SyncState } from '@quad/shared'
import { relativeTime } from '../../../lib/i18n/relative-time.ts'
import { t } from '../../../lib/i18n/t.ts'

/** "Last synced 5 minutes ago", and that the last attempt failed when it did (issue 17). */
export function SyncLine({ sync }: { sync: SyncState }) {
  return (
    <p className="text-sm text-zinc-700 dark:text-zinc-300">
      {sync.lastSyncedAt ? (
        <time dateTime={sync.lastSyncedAt}>
          {t('lms.syncedAgo', { when: relativeTime(sync.lastSyncedAt) })}
        </time>
      ) : (
        t('lms.neverSynced')
      )}
      {sync.lastAttemptFailed ? (
        <span className="font-semibold text-red-700 dark:text-red-300"> {t('lms.syncFailed')}</span>
      ) : null}
    </p>
  )
}
