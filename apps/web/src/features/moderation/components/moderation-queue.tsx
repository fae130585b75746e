import {
  ReportStatus,
  ReportSubjectType,
  type ModerationActionBody,
  type ModerationReport,
} from '@quad/shared'
import { useId, useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { fieldBoxClass, fieldLabelClass } from '../../../components/field-styles.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useInfiniteList } from '../../../lib/paging/infinite-list.ts'
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update.ts'
import { queueOptions, useActOnReport, useNewestReports, type QueueFilters } from '../api.ts'
import { ActionDialog, type AskedAction } from './action-dialog.tsx'
import { ReportCard } from './report-card.tsx'

/** The filters kept in the URL (`?status=&type=`); anything unknown reads as the default. */
function filtersFrom(params: URLSearchParams): QueueFilters {
  const status = ReportStatus.safeParse(params.get('status'))
  const type = ReportSubjectType.safeParse(params.get('type'))
  return { status: status.success ? status.data : 'open', type: type.success ? type.data : null }
}

/**
 * The moderation queue (issue 14 item 4): reports newest first with their context, the
 * status and type filters in the URL, an action bar per open report. Acting removes the
 * report from the open list at once; Hide, Warn and Suspend ask first. Every 30 s it asks
 * for the newest open reports and offers "n new reports" rather than moving the list.
 */
export function ModerationQueue() {
  const { params, update } = useSearchParamsUpdate()
  const filters = filtersFrom(params)
  const list = useInfiniteList(queueOptions(filters))
  const act = useActOnReport(filters)
  const [asked, setAsked] = useState<{ action: AskedAction; report: ModerationReport } | null>(null)
  const newest = useNewestReports(filters, filters.status === 'open' && list.query.isSuccess)
  const shownIds = new Set(list.items.map((item) => item.id))
  const newestShown = list.items[0]?.id ?? '0'
  const fresh = (newest.data?.items ?? []).filter(
    (item) => !shownIds.has(item.id) && Number(item.id) > Number(newestShown),
  ).length

  const run = (report: ModerationReport, body: ModerationActionBody) => {
    act.mutate(
      { id: report.id, body },
      {
        onSuccess: () => toast(t(`moderation.done.${body.action}`), { type: 'Success' }),
        onError: (error) =>
          toast(t('moderation.failed', { reason: error.message }), { type: 'Error' }),
      },
    )
  }
  const setFilter = (name: 'status' | 'type', value: string) =>
    update((previous) => {
      const next = new URLSearchParams(previous)
      if (value) next.set(name, value)
      else next.delete(name)
      return next
    })

  return (
    <div className="mt-6 flex flex-col gap-4">
      <Filters filters={filters} onChange={setFilter} />
      {fresh > 0 ? (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => void list.query.refetch()}
        >
          {fresh === 1
            ? t('moderation.newReportOne')
            : t('moderation.newReports', { count: fresh })}
        </Button>
      ) : null}
      {list.query.isPending ? (
        <p role="status">{t('moderation.loading')}</p>
      ) : list.query.isError ? (
        <p role="alert">{t('moderation.loadFailed')}</p>
      ) : list.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-zinc-400 p-8 text-center dark:border-zinc-600">
          <p className="text-lg font-semibold">
            {filters.status === 'open' ? t('moderation.empty') : t('moderation.emptyFiltered')}
          </p>
          <p className="mt-1 text-zinc-700 dark:text-zinc-300">{t('moderation.emptyBody')}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t('admin.moderationPage')}>
          {list.items.map((report) => (
            <li key={report.id}>
              <ReportCard
                report={report}
                onDismiss={() => run(report, { action: 'dismiss' })}
                onAsk={(action) => setAsked({ action, report })}
              />
            </li>
          ))}
        </ul>
      )}
      {list.hasMore ? (
        <Button
          variant="secondary"
          className="self-center"
          disabled={list.isLoadingMore}
          onClick={list.loadMore}
        >
          {t('moderation.loadMore')}
        </Button>
      ) : null}
      <ActionDialog
        action={asked?.action ?? null}
        onClose={() => setAsked(null)}
        onConfirm={(body) => asked && run(asked.report, body)}
      />
    </div>
  )
}

function Filters({
  filters,
  onChange,
}: {
  filters: QueueFilters
  onChange: (name: 'status' | 'type', value: string) => void
}) {
  const statusId = useId()
  const typeId = useId()
  return (
    <div className="flex flex-wrap gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={statusId} className={fieldLabelClass}>
          {t('moderation.statusLabel')}
        </label>
        <select
          id={statusId}
          value={filters.status}
          onChange={(event) => onChange('status', event.target.value)}
          className={fieldBoxClass}
        >
          {ReportStatus.options.map((status) => (
            <option key={status} value={status}>
              {t(`moderation.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={typeId} className={fieldLabelClass}>
          {t('moderation.typeLabel')}
        </label>
        <select
          id={typeId}
          value={filters.type ?? ''}
          onChange={(event) => onChange('type', event.target.value)}
          className={fieldBoxClass}
        >
          <option value="">{t('moderation.type.all')}</option>
          {ReportSubjectType.options.map((type) => (
            <option key={type} value={type}>
              {t(`moderation.type.${type}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
