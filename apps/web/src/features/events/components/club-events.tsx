import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { textLinkClass } from '../../../components/text-link.ts'
import type { Audience } from '../../../lib/http/audience-request.ts'
import { t } from '../../../lib/i18n/t.ts'
import { clubEventsQuery } from '../api.ts'
import { eventHref } from '../event-href.ts'
import { EventCard } from './event-card.tsx'
import { useSchoolClock } from '../../../lib/school/school-clock.ts'

interface ClubEventsProps {
  clubId: string
  /** A share-mode visitor sees the club's public events, with links that keep share mode. */
  audience?: Audience
  /** How many of the club's next events to list (its About tab: 3); the rest are a link away. */
  shown?: number
}

/** A club's page: its next events (GET /api/v1/events?scope=club), composed in by the club route. */
export function ClubEvents({ clubId, audience = 'student', shown = 3 }: ClubEventsProps) {
  const events = useQuery(clubEventsQuery(clubId, audience))
  const items = events.data?.items.slice(0, shown) ?? []
  const clock = useSchoolClock()
  return (
    <section aria-labelledby="club-events" className="mt-8">
      <h2 id="club-events" className="text-xl font-semibold text-zinc-900 dark:text-zinc-50">
        {t('events.clubEvents')}
      </h2>
      {events.isPending ? (
        <p role="status" className="mt-2">
          {t('events.loading')}
        </p>
      ) : events.isError ? (
        <p role="alert" className="mt-2 text-red-800 dark:text-red-300">
          {t('events.clubEventsFailed')}
        </p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-zinc-800 dark:text-zinc-200">{t('events.clubNoEvents')}</p>
      ) : (
        <>
          <ul className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {items.map((event) => (
              <li key={event.id}>
                <EventCard event={event} href={eventHref(event.id, audience)} clock={clock} />
              </li>
            ))}
          </ul>
          <p className="mt-3">
            <Link to={allEventsHref(clubId, audience)} className={textLinkClass}>
              {t('events.seeAllClub')}
            </Link>
          </p>
        </>
      )}
    </section>
  )
}

/** The events section filtered to the club; a visitor's keeps share mode (spec 4). */
function allEventsHref(clubId: string, audience: Audience): string {
  const share = audience === 'visitor' ? '&share=1' : ''
  return `/events?club=${encodeURIComponent(clubId)}${share}`
}
