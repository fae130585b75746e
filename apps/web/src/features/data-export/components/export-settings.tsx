import type { DataExportAnswer } from '@quad/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { FormSection } from '../../../components/form-section.tsx'
import { isHttpError } from '../../../lib/http/http.ts'
import { t } from '../../../lib/i18n/t.ts'
import { exportKeys, latestExportQuery, requestExport } from '../api.ts'
import '../messages.ts'

const BUTTON =
  'self-start rounded-lg bg-zinc-900 px-4 py-2 font-medium text-white hover:bg-zinc-700 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-zinc-300'

function sizeOf(bytes: number): string {
  if (bytes < 1024 * 1024) return `${String(Math.max(1, Math.round(bytes / 1024)))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

function Status({ answer }: { answer: DataExportAnswer }) {
  if (answer.status === 'queued' || answer.status === 'running') {
    return (
      <div className="flex flex-col gap-2">
        <p>{t('dataExport.preparing', { progress: answer.progress })}</p>
        <progress
          className="h-2 w-full accent-zinc-900 dark:accent-zinc-100"
          max={100}
          value={answer.progress}
          aria-label={t('dataExport.progressLabel')}
        />
      </div>
    )
  }
  if (answer.status === 'ready' && answer.url) {
    return (
      <div className="flex flex-col gap-2">
        <p className="font-medium text-zinc-900 dark:text-zinc-50">{t('dataExport.ready')}</p>
        <a className={BUTTON} href={answer.url} download>
          {t('dataExport.download', { size: sizeOf(answer.sizeBytes ?? 0) })}
        </a>
        {answer.expiresAt ? (
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            {t('dataExport.expires', {
              date: new Date(answer.expiresAt).toLocaleString(undefined, {
                dateStyle: 'long',
                timeStyle: 'short',
              }),
            })}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <p className="text-red-800 dark:text-red-300">
      {t(answer.status === 'failed' ? 'dataExport.failed' : 'dataExport.expired')}
    </p>
  )
}

/**
 * Download your data (issue 18 item 4): request → progress (polled, announced) → a
 * download link with its size and expiry; a failure says what to try.
 */
export function ExportSettings() {
  const client = useQueryClient()
  const latest = useQuery(latestExportQuery)
  const request = useMutation({
    mutationFn: requestExport,
    onSuccess: () => client.invalidateQueries({ queryKey: exportKeys.latest }),
  })
  const answer = latest.data ?? null
  const busy = answer?.status === 'queued' || answer?.status === 'running'
  const refused = request.error
    ? isHttpError(request.error, 429)
      ? t('dataExport.limit')
      : t('dataExport.requestFailed')
    : null
  return (
    <FormSection id="export" title={t('dataExport.title')} description={t('dataExport.intro')}>
      <div aria-live="polite" className="flex flex-col gap-3">
        {answer ? <Status answer={answer} /> : null}
        {refused ? <p className="text-red-800 dark:text-red-300">{refused}</p> : null}
      </div>
      {busy ? null : (
        <button
          type="button"
          className={BUTTON}
          disabled={request.isPending || latest.isPending}
          onClick={() => request.mutate()}
        >
          {answer ? t('dataExport.again') : t('dataExport.request')}
        </button>
      )}
    </FormSection>
  )
}
