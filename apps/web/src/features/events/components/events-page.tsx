import { useLocation } from 'react-router'
import { ButtonLink } from '../../../components/button-link.tsx'
import type { Audience } from '../../../lib/http/audience-request.ts'
import { t } from '../../../lib/i18n/t.ts'
import { loginHref } from '../../../lib/session/login-href.ts'
import { eventHref } from '../event-href.ts'
import { showsRecommendations } from '../events-page-reads.ts'
import { useEventsFilter } from '../use-events-filter.ts'
import { useMyClubs } from '../use-my-clubs.ts'
import { EventResults } from './event-results.tsx'
import { EventsToolbar } from './events-toolbar.tsx'
import { RecommendationsStrip } from './recommendations-strip.tsx'
import { useSchoolClock } from '../../../lib/school/school-clock.ts'

/**
 * Spec 2 /events (issue 15 item 2): Upcoming, This week and Mine, filters kept in the URL,
 * recommendations with their reasons on Upcoming, and "Create event" for those who may.
 */
export function EventsPage({ audience }: { audience: Audience }) {
  const { filter, update } = useEventsFilter()
  const isStudent = audience === 'student'
  const { clubs, canCreate } = useMyClubs(isStudent)
  const clock = useSchoolClock()
  const location = useLocation()
  const hrefFor = (id: string) => eventHref(id, audience)
  const createLink = canCreate ? (
    <ButtonLink to="/events/new">{t('events.create')}</ButtonLink>
  ) : null
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-24 md:px-8 md:pt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
            {t('events.title')}
          </h1>
          <p className="mt-1 text-zinc-700 dark:text-zinc-300">
            {isStudent ? t('events.intro') : t('events.visitorNote')}
          </p>
        </div>
        {isStudent ? (
          createLink
        ) : (
          <ButtonLink to={loginHref(location)}>{t('events.signInToRsvp')}</ButtonLink>
        )}
      </div>
      <EventsToolbar filter={filter} onChange={update} clubs={isStudent ? clubs : null} />
      {showsRecommendations(audience, filter) ? (
        <RecommendationsStrip hrefFor={hrefFor} clock={clock} />
      ) : null}
      <section aria-label={t('events.resultsLabel')} className="mt-6">
        <EventResults
          audience={audience}
          filter={filter}
          hrefFor={hrefFor}
          clock={clock}
          onReset={update}
          createAction={createLink}
        />
      </section>
    </div>
  )
}
