import type { RsvpStatus } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'

const tone: Record<RsvpStatus, string> = {
  going:
    'border-emerald-700 bg-emerald-50 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50',
  waitlisted:
    'border-amber-700 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50',
  interested:
    'border-sky-700 bg-sky-50 text-sky-950 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-50',
  not_going:
    'border-zinc-500 bg-zinc-50 text-zinc-800 dark:border-zinc-400 dark:bg-zinc-900 dark:text-zinc-100',
}

/** The viewer's own answer on a card, in words (colour only repeats it). */
export function RsvpChip({ status }: { status: RsvpStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold ${tone[status]}`}
    >
      <span className="sr-only">{t('events.yourAnswer')} </span>
      {t(`events.rsvp.${status}`)}
    </span>
  )
}
