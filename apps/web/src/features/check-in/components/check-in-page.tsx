import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/button.tsx'
import { ResultsMessage } from '../../../components/results-message.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import { isHttpError } from '../../../lib/http/http.ts'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { checkInEventQuery } from '../api.ts'
import { codeFromScan } from '../scan-payload.ts'
import { useCheckIn } from '../use-check-in.ts'
import { useOnline } from '../../../lib/offline/use-online.ts'
import { CheckInResult } from './check-in-result.tsx'
import { CodeForm } from './code-form.tsx'
import { ScanPanel } from './scan-panel.tsx'

/**
 * /events/:eventId/check-in, phone first (issue 15 item 4): the event and its counts, the
 * typed code, the camera, each result announced; offline, the saved list answers and
 * check-ins wait on the phone until they sync (decision 039).
 */
export function CheckInPage({ eventId }: { eventId: string }) {
  const event = useQuery(checkInEventQuery(eventId))
  const { roster, result, checkIn, waiting } = useCheckIn(eventId)
  const isOnline = useOnline()
  const [isPending, setPending] = useState(false)
  const submit = (code: string) => {
    setPending(true)
    void checkIn(code).finally(() => {
      setPending(false)
    })
  }
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 pt-6 pb-24">
      <p>
        <Link
          to={`/events/${encodeURIComponent(eventId)}`}
          className={`text-sm font-semibold ${textLinkClass}`}
        >
          ← {t('checkIn.backToEvent')}
        </Link>
      </p>
      <header>
        <h1 className="text-2xl font-semibold">{t('checkIn.title')}</h1>
        {event.data ? (
          <p className="mt-1 text-lg text-zinc-800 dark:text-zinc-200">{event.data.title}</p>
        ) : null}
      </header>
      {roster.isPending ? <p role="status">{t('checkIn.loading')}</p> : null}
      {roster.isError ? (
        <RosterFailed error={roster.error} onRetry={() => void roster.refetch()} />
      ) : null}
      {roster.data ? (
        <>
          <p className="text-xl font-semibold tabular-nums" data-testid="check-in-counts">
            {t('checkIn.counts', {
              checkedIn: formatNumber(roster.data.checkedIn),
              going: formatNumber(roster.data.going),
            })}
          </p>
          <SyncNote isOnline={isOnline} waiting={waiting} />
          <CodeForm isPending={isPending} onCode={submit} />
          <CheckInResult result={result} />
          <ScanPanel
            onText={(text) => {
              const code = codeFromScan(text, eventId)
              if (code) submit(code)
            }}
          />
        </>
      ) : null}
    </div>
  )
}

/** A refusal (not theirs to run, or no such event) is said as such, not as a connection problem. */
function RosterFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const isRefused = isHttpError(error, 403) || isHttpError(error, 404)
  return (
    <ResultsMessage
      role="alert"
      icon="flag"
      title={isRefused ? t('checkIn.notAllowedTitle') : t('checkIn.loadFailedTitle')}
      body={isRefused ? t('checkIn.notAllowed') : t('checkIn.loadFailed')}
      action={isRefused ? null : <Button onClick={onRetry}>{t('checkIn.retry')}</Button>}
    />
  )
}

function SyncNote({ isOnline, waiting }: { isOnline: boolean; waiting: number }) {
  if (isOnline && waiting === 0) return null
  return (
    <div
      role="status"
      className="rounded-2xl border border-zinc-400 bg-zinc-100 px-4 py-3 dark:border-zinc-600 dark:bg-zinc-800"
    >
      {isOnline ? null : <p>{t('checkIn.offline')}</p>}
      {waiting > 0 ? (
        <p className="font-semibold">
          {waiting === 1
            ? t('checkIn.waitingOne')
            : t('checkIn.waitingOther', { count: formatNumber(waiting) })}
        </p>
      ) : null}
    </div>
  )
}
