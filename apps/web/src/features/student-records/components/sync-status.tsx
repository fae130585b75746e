import '../messages.ts'
import { useQuery } from '@tanstack/react-query'
import type { SisStatus } from '@quad/shared'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { sisStatusQuery } from '../api.ts'
import { formatDateTime } from '../format.ts'

type Source = SisStatus['sources'][number]

function SourceState({ source }: { source: Source }) {
  const { lastSyncedAt, lastFailedAt, lastError } = source
  const failedSince = lastFailedAt && (!lastSyncedAt || lastFailedAt > lastSyncedAt)
  return (
    <>
      <span>
        {lastSyncedAt
          ? t('sis.syncedAt', {
              date: formatDateTime(lastSyncedAt),
              items: formatNumber(source.itemsSeen),
            })
          : t('sis.neverSynced')}
      </span>
      {failedSince ? (
        <span className="block text-sm font-medium text-red-700 dark:text-red-300">
          {t('sis.lastFailed', { date: formatDateTime(lastFailedAt), error: lastError ?? '' })}
        </span>
      ) : null}
    </>
  )
}

/** "Last synced" per kind of push, with the last failure when it came after. */
export function SyncStatus() {
  const status = useQuery(sisStatusQuery)
  return (
    <section aria-labelledby="sis-status-title" className="flex flex-col gap-2">
      <h3 id="sis-status-title" className="text-lg font-semibold">
        {t('sis.statusTitle')}
      </h3>
      {status.isPending ? <p>{t('sis.statusLoading')}</p> : null}
      {status.isError ? <p role="alert">{t('sis.statusFailed')}</p> : null}
      {status.data ? (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {status.data.sources.map((source) => (
            <div key={source.kind} className="contents">
              <dt className="font-medium">{t(`sis.kind.${source.kind}`)}</dt>
              <dd className="mb-2 sm:mb-0">
                <SourceState source={source} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  )
}
