import { locale } from '../../../lib/i18n/messages.ts'
import { t } from '../../../lib/i18n/t.ts'
import type { Announced } from '../use-check-in.ts'

// "19:04": a 24-hour clock reads the same to every officer at the door.
const clock = new Intl.DateTimeFormat(locale, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

function sentence(result: Announced): string {
  switch (result.kind) {
    case 'checked-in':
      return result.isQueued
        ? t('checkIn.checkedInQueued', { name: result.name })
        : t('checkIn.checkedIn', { name: result.name })
    case 'already':
      return t('checkIn.already', { name: result.name, time: clock.format(new Date(result.at)) })
    case 'unknown':
      return t('checkIn.unknown', { code: result.code })
    case 'failed':
      return t('checkIn.failed', { reason: result.reason })
  }
}

const TONE = {
  'checked-in':
    'border-emerald-700 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50',
  already:
    'border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50',
  unknown:
    'border-red-700 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50',
  failed:
    'border-red-700 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50',
} as const

/** The last result, large, and announced (a live region that is always in the page). */
export function CheckInResult({ result }: { result: Announced | null }) {
  return (
    <div role="status" aria-live="assertive" aria-atomic="true" className="min-h-16">
      {result ? (
        <p
          key={result.seq}
          className={`rounded-2xl border-2 px-4 py-3 text-lg font-semibold ${TONE[result.kind]}`}
        >
          {sentence(result)}
        </p>
      ) : null}
    </div>
  )
}
