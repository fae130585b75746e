import '../report-messages.ts'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Button } from '../../../components/button.tsx'
import { downloadFile } from '../../../lib/http/download-file.ts'
import { useDownload } from '../../../lib/http/use-download.ts'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { attendancePath, eventAttendanceQuery } from '../attendance-api.ts'

const bar = 'h-2 rounded-full bg-school'

/**
 * Its managers' attendance (issue 37 item 5): going, checked in and, once it has ended,
 * no-shows, each with a bar beside its number (the numbers are the text; the bars only
 * draw them); who came back and who came first; the CSV of who came. Loaded on its own.
 */
export default function AttendanceReport({ eventId }: { eventId: string }) {
  const report = useQuery(eventAttendanceQuery(eventId))
  const { saving, start } = useDownload((reason) => t('eventReport.failed', { reason }))
  const heading = useId()
  const data = report.data
  const download = () => {
    start(() => downloadFile(`${attendancePath(eventId)}.csv`, `event-${eventId}-attendance.csv`))
  }
  const rows = data
    ? [
        { label: t('eventReport.going'), value: data.going },
        { label: t('eventReport.checkedIn'), value: data.checkedIn },
        ...(data.noShows === null
          ? []
          : [{ label: t('eventReport.noShows'), value: data.noShows }]),
      ]
    : []
  const most = Math.max(1, ...rows.map((row) => row.value))
  return (
    <section aria-labelledby={heading} className="flex flex-col gap-3">
      <h2 id={heading} className="text-xl font-semibold">
        {t('eventReport.title')}
      </h2>
      {report.isPending ? <p role="status">{t('eventReport.loading')}</p> : null}
      {report.isError ? <p role="alert">{t('eventReport.error')}</p> : null}
      {data ? (
        <>
          <dl className="flex flex-col gap-2">
            {rows.map((row) => (
              <div key={row.label} className="grid grid-cols-[7rem_3rem_1fr] items-center gap-2">
                <dt>{row.label}</dt>
                <dd className="text-right font-semibold tabular-nums">{formatNumber(row.value)}</dd>
                <dd aria-hidden="true">
                  <div className={bar} style={{ width: `${String((row.value / most) * 100)}%` }} />
                </dd>
              </div>
            ))}
          </dl>
          {data.noShows === null ? (
            <p className="text-sm text-zinc-700 dark:text-zinc-300">
              {t('eventReport.noShowsLater')}
            </p>
          ) : null}
          {data.checkedIn > 0 ? (
            <p className="text-sm text-zinc-700 dark:text-zinc-300">
              {t('eventReport.returning', {
                returning: formatNumber(data.returning),
                firstTime: formatNumber(data.firstTime),
              })}
            </p>
          ) : null}
          <Button variant="secondary" className="self-start" disabled={saving} onClick={download}>
            {t('eventReport.download')}
          </Button>
        </>
      ) : null}
    </section>
  )
}
