import type { Event } from '@quad/shared'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { t } from '../../../lib/i18n/t.ts'
import { DateBlock } from './date-block.tsx'
import { placesText, placeText } from './event-facts.ts'
import { EventWhen } from './event-when.tsx'
import { RsvpChip } from './rsvp-chip.tsx'
import type { SchoolClock } from '../../../lib/school/school-clock.ts'

interface EventCardProps {
  event: Event
  href: string
  clock: SchoolClock
  /** Extra lines under the facts (a recommendation's reasons). */
  children?: ReactNode
}

/** One event in a list: date, title (its link), time, place, club, places and the viewer's answer. */
export function EventCard({ event, href, clock, children }: EventCardProps) {
  const isCancelled = event.status === 'cancelled'
  const place = placeText(event)
  return (
    <article className="flex h-full gap-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <DateBlock event={event} clock={clock} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="text-lg leading-snug font-semibold text-zinc-900 dark:text-zinc-50">
          <Link
            to={href}
            className={`rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white ${isCancelled ? 'line-through' : ''}`}
          >
            {event.title}
          </Link>
        </h3>
        {isCancelled ? (
          <p className="text-sm font-semibold text-red-800 dark:text-red-300">
            {t('events.cancelled')}
          </p>
        ) : null}
        <p className="text-zinc-800 dark:text-zinc-200">
          <EventWhen event={event} clock={clock} />
        </p>
        {place ? <p className="text-zinc-700 dark:text-zinc-300">{place}</p> : null}
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          {event.club?.name ?? t('events.schoolEvent')}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          {isCancelled ? null : (
            <span className="font-medium text-zinc-800 dark:text-zinc-200">
              {placesText(event)}
            </span>
          )}
          {event.viewerRsvp ? <RsvpChip status={event.viewerRsvp} /> : null}
        </div>
        {children}
      </div>
    </article>
  )
}
