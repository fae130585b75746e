import type { EventDetail } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'

const noteClass =
  'mb-4 rounded-2xl border px-4 py-3 font-medium ' +
  'border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50'
const cancelledClass =
  'mb-4 rounded-2xl border px-4 py-3 font-medium ' +
  'border-red-700 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50'

/** Cover, title and the event's state: cancelled (with why), a draft, or awaiting approval. */
export function EventHeader({ event }: { event: EventDetail }) {
  const isCancelled = event.status === 'cancelled'
  return (
    <header>
      {isCancelled ? (
        <p role="status" className={cancelledClass}>
          {event.cancelReason
            ? t('events.cancelledReason', { reason: event.cancelReason })
            : t('events.cancelledNote')}
        </p>
      ) : event.status === 'draft' && event.reviewNote ? (
        <p role="status" className={noteClass}>
          {t('events.returnedNote', { note: event.reviewNote })}
        </p>
      ) : event.status === 'draft' ? (
        <p className={noteClass}>{t('events.draftNote')}</p>
      ) : event.status === 'submitted' ? (
        <p className={noteClass}>{t('events.submittedNote')}</p>
      ) : event.status === 'pending' ? (
        <p className={noteClass}>{t('events.pendingNote')}</p>
      ) : null}
      {event.coverUrl ? (
        <img
          src={event.coverUrl}
          alt=""
          width={1200}
          height={400}
          className="mb-5 aspect-[3/1] w-full rounded-2xl bg-zinc-200 object-cover dark:bg-zinc-800"
        />
      ) : null}
      <h1
        className={`text-3xl font-semibold tracking-tight text-balance text-zinc-900 md:text-4xl dark:text-zinc-50 ${isCancelled ? 'line-through' : ''}`}
      >
        {event.title}
      </h1>
      {isCancelled ? <p className="sr-only">{t('events.cancelled')}</p> : null}
    </header>
  )
}
