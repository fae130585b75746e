import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { textLinkClass } from '../../../components/text-link.ts'
import { t } from '../../../lib/i18n/t.ts'
import { clubEventsQuery } from '../api.ts'
import { eventHref } from '../event-href.ts'
import { viewerTimeZone } from '../event-time.ts'
import { EventCard } from './event-card.tsx'

/** How many of a club's next events its page lists; the rest are a link away. */
const SHOWN = 3

/** A club's page: its next events (GET /api/v1/events?scope=club), composed in by the club route. */
export function ClubEvents({ clubId }: { clubId: string }) {
  const events = useQuery(clubEventsQuery(clubId))
  const items = events.data?.items.slice(0, SHOWN) ?? []
  const viewerZone = viewerTimeZone()
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
                <EventCard
                  event={event}
                  href={eventHref(event.id, 'student')}
                  viewerZone={viewerZone}
                />
              </li>
            ))}
          </ul>
          <p className="mt-3">
            <Link to={`/events?club=${encodeURIComponent(clubId)}`} className={textLinkClass}>
              {t('events.seeAllClub')}
            </Link>
          </p>
        </>
      )}
    </section>
  )
}
