import type { AuditEntry } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { useInfiniteList } from '../../../lib/paging/infinite-list.ts'
import { auditListOptions, type AuditFilter } from '../api.ts'
import { actionLabel } from '../audit-actions.ts'
import { formatWhen } from '../format.ts'

const quiet = 'text-zinc-700 dark:text-zinc-300'

/** The filtered log, newest first, older entries by "Load more" (decision 025). */
export function AuditList({ filter }: { filter: AuditFilter }) {
  const { query, items, hasMore, isLoadingMore, loadMoreFailed, loadMore } = useInfiniteList(
    auditListOptions(filter),
  )
  if (query.isPending) {
    return (
      <p role="status" className={`mt-4 ${quiet}`}>
        {t('overview.auditLoading')}
      </p>
    )
  }
  if (query.isError) {
    return (
      <div role="alert" className="mt-4 flex flex-col items-start gap-3">
        <p className="text-zinc-800 dark:text-zinc-200">{t('overview.auditError')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('overview.retry')}
        </Button>
      </div>
    )
  }
  if (items.length === 0) {
    return (
      <p role="status" className={`mt-4 ${quiet}`}>
        {t('overview.auditEmpty')}
      </p>
    )
  }
  return (
    <div className="mt-4">
      <ul
        aria-label={t('overview.auditListLabel')}
        className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 bg-white dark:divide-zinc-700 dark:border-zinc-700 dark:bg-zinc-900"
      >
        {items.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </ul>
      <div className="flex flex-col items-center gap-2 py-4">
        {loadMoreFailed ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t('overview.auditError')}
          </p>
        ) : null}
        {hasMore ? (
          <Button variant="secondary" disabled={isLoadingMore} onClick={loadMore}>
            {isLoadingMore ? t('overview.loadingMore') : t('overview.loadMore')}
          </Button>
        ) : (
          <p className={`text-sm ${quiet}`}>{t('overview.allShown')}</p>
        )}
      </div>
    </div>
  )
}

/** Who, what, on what, when; the details (and the request behind it) on demand. */
function AuditRow({ entry }: { entry: AuditEntry }) {
  const label = actionLabel(entry.action)
  const who = entry.actor
    ? `${entry.actor.firstName} ${entry.actor.lastName}`
    : t('overview.auditSystem')
  return (
    <li className="px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-medium text-zinc-900 dark:text-zinc-50">
          <span>{who}</span>
          <span aria-hidden="true" className="px-1.5 font-normal text-zinc-700 dark:text-zinc-300">
            ·
          </span>
          <span>{label ? t(label) : entry.action}</span>
        </p>
        <time dateTime={entry.at} className={`text-sm ${quiet}`}>
          {formatWhen(entry.at)}
        </time>
      </div>
      <p className={`text-sm ${quiet}`}>
        <code className="font-mono">{entry.action}</code> ·{' '}
        {t('overview.auditSubject', { type: entry.subjectType, id: entry.subjectId })}
      </p>
      <details className="group mt-1 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-md font-medium text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-zinc-100 dark:focus-visible:outline-white">
          <span
            aria-hidden="true"
            className="mr-1.5 inline-block transition-transform group-open:rotate-90"
          >
            ▸
          </span>
          {t('overview.auditDetails')}
        </summary>
        <pre className="mt-1 overflow-x-auto rounded-md bg-zinc-100 p-3 font-mono text-xs text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100">
          {JSON.stringify(entry.details, null, 2)}
        </pre>
        {entry.requestId ? (
          <p className={`mt-1 ${quiet}`}>
            {t('overview.auditRequest', { id: entry.requestId, ip: entry.ip ?? '—' })}
          </p>
        ) : null}
      </details>
    </li>
  )
}
