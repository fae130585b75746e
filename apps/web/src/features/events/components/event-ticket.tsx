import { useQuery } from '@tanstack/react-query'
import { t } from '../../../lib/i18n/t.ts'
import { useSchoolClock } from '../../../lib/school/school-clock.ts'
import { formatTime } from '../event-time.ts'
import { ticketQuery } from '../api.ts'

/**
 * The going student's ticket: the QR code for the officer's camera, and the short code in
 * large letters for a bad camera or a screen reader, which reads it letter by letter.
 */
export function EventTicket({ eventId }: { eventId: string }) {
  const ticket = useQuery(ticketQuery(eventId))
  const clock = useSchoolClock()
  return (
    <section
      aria-labelledby="event-ticket"
      className="rounded-2xl border border-zinc-300 bg-white p-4 dark:border-zinc-700 dark:bg-zinc-900"
    >
      <h2 id="event-ticket" className="text-xl font-semibold text-zinc-900 dark:text-zinc-50">
        {t('events.ticketTitle')}
      </h2>
      {ticket.isPending ? (
        <p role="status" className="mt-2">
          {t('events.ticketLoading')}
        </p>
      ) : !ticket.data ? (
        <p role="alert" className="mt-2 text-red-800 dark:text-red-300">
          {t('events.ticketFailed')}
        </p>
      ) : (
        <>
          <p className="mt-1 text-zinc-800 dark:text-zinc-200">{t('events.ticketIntro')}</p>
          {/* An SVG in an <img> runs nothing; white behind it so dark mode scans too. */}
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(ticket.data.qr)}`}
            alt={t('events.ticketQr')}
            width={220}
            height={220}
            className="mx-auto mt-3 size-56 rounded-lg bg-white p-2"
          />
          <p className="mt-3 text-center">
            <span className="block text-sm font-semibold text-zinc-700 dark:text-zinc-300">
              {t('events.ticketCode')}
            </span>
            <span
              aria-hidden="true"
              className="font-mono text-4xl font-bold tracking-[0.3em] text-zinc-900 dark:text-zinc-50"
            >
              {ticket.data.code}
            </span>
            <span className="sr-only">
              {t('events.ticketCodeSpelled', { letters: ticket.data.code.split('').join(' ') })}
            </span>
          </p>
          {ticket.data.checkedInAt ? (
            <p className="mt-2 text-center font-medium text-emerald-800 dark:text-emerald-300">
              {t('events.checkedInAt', { time: formatTime(ticket.data.checkedInAt, clock) })}
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}
