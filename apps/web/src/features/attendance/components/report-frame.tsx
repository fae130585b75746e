import '../messages.ts'
import type { ReportTerm } from '@quad/shared'
import type { UseQueryResult } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { Button } from '../../../components/button.tsx'
import { fieldControlClass, fieldLabelClass } from '../../../components/field-styles.ts'
import { useDownload } from '../../../lib/http/use-download.ts'
import { relativeTime } from '../../../lib/i18n/relative-time.ts'
import { t } from '../../../lib/i18n/t.ts'

interface TermReport {
  term: ReportTerm | null
  terms: ReportTerm[]
  countedAt: string | null
}

interface ReportFrameProps<R extends TermReport> {
  /** What the report is for, under its heading; none where the page's own header says it. */
  intro?: string
  query: UseQueryResult<R>
  /** The term picked (undefined: the server's choice) and how to pick another. */
  picked: string | undefined
  onTerm: (term: string | undefined) => void
  download: (term: string) => Promise<void>
  children: (report: R & { term: ReportTerm }) => ReactNode
}

/**
 * What a club's and the school's attendance share (issue 37 item 5): the heading, the term
 * picker, the CSV, when the rollup last counted, and the loading, failed and empty states;
 * the report itself is `children`'s.
 */
export function ReportFrame<R extends TermReport>(props: ReportFrameProps<R>) {
  const { intro, query, picked, onTerm, download, children } = props
  const heading = useId()
  const picker = useId()
  const { saving, start } = useDownload((reason) => t('attendance.downloadFailed', { reason }))
  const report = query.data
  const term = report?.term ?? null
  const save = (key: string) => {
    start(() => download(key))
  }
  return (
    <section aria-labelledby={heading} className="flex flex-col gap-4">
      {/* An h3 wherever it is: a part of the club's Manage area, or under an admin page's h2
          (which names it already: there the heading is for the page's outline only). */}
      <div className={intro ? '' : 'sr-only'}>
        <h3 id={heading} className="text-lg font-semibold">
          {t('attendance.title')}
        </h3>
        {intro ? <p className="mt-1 text-zinc-700 dark:text-zinc-300">{intro}</p> : null}
      </div>
      {query.isError && !report ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t('attendance.error')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('attendance.retry')}
          </Button>
          {/* A term picked may have no report any more: the way back to the current one. */}
          {picked === undefined ? null : (
            <Button
              variant="secondary"
              onClick={() => {
                onTerm(undefined)
              }}
            >
              {t('attendance.currentTerm')}
            </Button>
          )}
        </div>
      ) : !report ? (
        <p role="status">{t('attendance.loading')}</p>
      ) : !term ? (
        <p className="text-zinc-700 dark:text-zinc-300">{t('attendance.none')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={picker} className={fieldLabelClass}>
                {t('attendance.term')}
              </label>
              <select
                id={picker}
                // The term picked at once, while its report loads (the shown one is older).
                value={picked ?? term.key}
                onChange={(event) => {
                  onTerm(event.target.value)
                }}
                className={fieldControlClass}
              >
                {report.terms.map((choice) => (
                  <option key={choice.key} value={choice.key}>
                    {choice.name}
                  </option>
                ))}
              </select>
            </div>
            <Button
              variant="secondary"
              disabled={saving}
              onClick={() => {
                save(term.key)
              }}
            >
              {t('attendance.download')}
            </Button>
          </div>
          {report.countedAt ? (
            <p className="text-sm text-zinc-700 dark:text-zinc-300">
              {t('attendance.counted', { when: relativeTime(report.countedAt) })}
            </p>
          ) : null}
          <div
            aria-busy={query.isPlaceholderData}
            className={query.isPlaceholderData ? 'opacity-70' : ''}
          >
            {children({ ...report, term })}
          </div>
        </>
      )}
    </section>
  )
}
