import { ReportReason, ReportSubjectType, type ModerationReport } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import type { AskedAction } from './action-dialog.tsx'
import { ReportContext } from './report-context.tsx'

/** A chat report's reason is the reporter's own words; a profile's or club's is one of a few. */
const reasonLabel = (reason: string) =>
  isReason(reason) ? t(`moderation.reason.${reason}`) : reason
const isReason = (value: string): value is ReportReason =>
  (ReportReason.options as readonly string[]).includes(value)

const OUTCOMES = ['hidden', 'warned', 'suspended'] as const
const outcomeLabel = (outcome: string | null) => {
  const known = OUTCOMES.find((name) => name === outcome)
  return t(known ? `moderation.outcome.${known}` : 'moderation.outcome.dismissed')
}

const kindLabel = (type: string) => {
  const known = ReportSubjectType.safeParse(type)
  return known.success ? t(`moderation.kind.${known.data}`) : type
}

/** One report: what, why, who reported it and when, and what a moderator may do. */
export function ReportCard({
  report,
  onDismiss,
  onAsk,
}: {
  report: ModerationReport
  onDismiss: () => void
  onAsk: (action: AskedAction) => void
}) {
  const reporter = `${report.reporter.firstName} ${report.reporter.lastName}`
  const headingId = `report-${report.id}`
  const open = report.status === 'open'
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {kindLabel(report.subjectType)} · {reasonLabel(report.reason)}
        </h3>
        <time dateTime={report.createdAt} className="text-sm text-zinc-700 dark:text-zinc-300">
          {formatDate(new Date(report.createdAt))}
        </time>
      </header>
      <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
        {t('moderation.reportedBy', { name: reporter })}
      </p>
      {report.note ? (
        <p className="mt-1 text-sm break-words">
          {t('moderation.reporterNote', { note: report.note })}
        </p>
      ) : null}
      <div className="mt-3">
        <ReportContext report={report} />
      </div>
      {open ? (
        <div
          role="group"
          aria-label={t('moderation.actionsLabel')}
          className="mt-4 flex flex-wrap gap-2"
        >
          <Button variant="secondary" onClick={onDismiss}>
            {t('moderation.dismiss')}
          </Button>
          <Button variant="secondary" onClick={() => onAsk('hide')}>
            {t('moderation.hide')}
          </Button>
          <Button variant="secondary" onClick={() => onAsk('warn')}>
            {t('moderation.warn')}
          </Button>
          {report.subjectType !== 'club' ? (
            <Button variant="secondary" onClick={() => onAsk('suspend')}>
              {t('moderation.suspend')}
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="mt-3 text-sm font-medium">{outcomeLabel(report.outcome)}</p>
      )}
    </article>
  )
}
