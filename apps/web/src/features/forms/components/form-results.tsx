import '../messages.ts'
import type { FormAnswerFile, FormQuestionResult, FormResults as Results } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { formatFileSize, formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { downloadFormCsv, downloadFormFile } from '../api.ts'

const percent = (count: number, of: number) =>
  of === 0 ? '0%' : `${formatNumber(Math.round((count / of) * 100))}%`

/** One question's counts as bars: the words carry the numbers, the bars only repeat them. */
function Bars({ result }: { result: FormQuestionResult }) {
  const most = Math.max(1, ...result.counts.map((count) => count.count))
  return (
    <ul className="flex flex-col gap-2">
      {result.counts.map((count) => (
        <li key={count.label} className="flex flex-col gap-1">
          <span>
            {t('forms.optionCount', {
              label: count.label,
              count: formatNumber(count.count),
              percent: percent(count.count, result.answered),
            })}
          </span>
          <span aria-hidden="true" className="h-3 w-full rounded-full bg-zinc-200 dark:bg-zinc-700">
            <span
              className="block h-3 rounded-full bg-school"
              style={{ width: `${String((count.count / most) * 100)}%` }}
            />
          </span>
        </li>
      ))}
    </ul>
  )
}

/** A file question's latest files: each saved by its name, its size beside it. */
function SentFiles({ formId, files }: { formId: string; files: readonly FormAnswerFile[] }) {
  if (files.length === 0) return <p>{t('forms.noFiles')}</p>
  const save = (file: FormAnswerFile) => {
    downloadFormFile(formId, file).catch((error: unknown) => {
      toast(t('forms.fileSaveFailed', { reason: String(error) }), { type: 'Error' })
    })
  }
  return (
    <ul aria-label={t('forms.filesSent')} className="flex flex-col gap-2">
      {files.map((file) => (
        <li key={file.id} className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            aria-label={t('forms.saveFile', { name: file.name })}
            onClick={() => {
              save(file)
            }}
          >
            <span className="break-all">{file.name}</span>
          </Button>
          <span className="text-sm text-zinc-700 dark:text-zinc-300">
            {formatFileSize(file.size)}
          </span>
        </li>
      ))}
    </ul>
  )
}

/**
 * One question's results: how many answered (and a scale's mean), its counts as bars, its
 * latest texts, or (a form's, `formId` given) its files. An event's registration answers
 * are drawn by the same (decision 113).
 */
export function QuestionResult({
  formId,
  result,
}: {
  formId: string | null
  result: FormQuestionResult
}) {
  return (
    <section
      aria-labelledby={`result-${result.id}`}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-5 dark:bg-zinc-900 dark:ring-zinc-800"
    >
      <h2 id={`result-${result.id}`} className="font-semibold">
        {result.label}
      </h2>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {t('forms.answeredCount', { count: formatNumber(result.answered) })}
        {result.mean === null ? null : ` · ${t('forms.mean', { mean: formatNumber(result.mean) })}`}
      </p>
      {result.counts.length > 0 ? <Bars result={result} /> : null}
      {result.kind === 'short_text' || result.kind === 'long_text' ? (
        result.texts.length > 0 ? (
          <ul aria-label={t('forms.latestTexts')} className="flex flex-col gap-2">
            {result.texts.map((text, i) => (
              <li
                key={i}
                className="rounded-lg bg-zinc-100 px-3 py-2 whitespace-pre-line dark:bg-zinc-800"
              >
                {text}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('forms.noTexts')}</p>
        )
      ) : null}
      {result.kind === 'file' && formId !== null ? (
        <SentFiles formId={formId} files={result.files} />
      ) : null}
    </section>
  )
}

/**
 * A form's results for those who run it (decision 110): how many answered, then each
 * question's counts as bars (with the mean of a scale), its latest texts or files, and the
 * CSV.
 */
export function FormResults({ results }: { results: Results }) {
  const { form } = results
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          {results.responseCount === 0
            ? t('forms.noAnswers')
            : t('forms.responseCount', {
                count: formatNumber(results.responseCount),
                people: formatNumber(results.respondentCount),
              })}
        </p>
        {results.responseCount > 0 ? (
          <Button
            variant="secondary"
            onClick={() => {
              downloadFormCsv(form.id, form.title).catch((error: unknown) => {
                toast(t('forms.csvFailed', { reason: String(error) }), { type: 'Error' })
              })
            }}
          >
            {t('forms.csv')}
          </Button>
        ) : null}
      </div>
      {results.questions.map((result) => (
        <QuestionResult key={result.id} formId={form.id} result={result} />
      ))}
    </div>
  )
}
