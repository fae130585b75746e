import type { QueryClient } from '@tanstack/react-query'
import type { Audience } from '../../lib/http/audience-request.ts'
import { schoolClock } from '../../lib/school/school-clock.ts'
import { clubsPageQuery } from '../clubs/index.ts'
import { eventListOptions, type EventsFilter } from './api.ts'
import { readEventsFilter } from './events-params.ts'
import { recommendationsQuery } from './recommendations-api.ts'

/** Recommendations head a student's Upcoming view only (issue 15 item 2). */
export function showsRecommendations(audience: Audience, filter: EventsFilter): boolean {
  return audience === 'student' && filter.view === 'upcoming'
}

/** The student's clubs, for the club filter and "Create event" (use-my-clubs.ts). */
export const myClubsQuery = clubsPageQuery({ search: '', membership: 'mine' }, 1)

/**
 * The reads of the events page's first screen for the address's filter, for its loader to
 * start (lib/ssr/first-screen.ts): the list, and for a student their clubs and the
 * recommendations, as EventsPage draws them.
 */
export function eventsPageReads(
  queryClient: QueryClient,
  audience: Audience,
  params: URLSearchParams,
  schoolZone: string,
): Array<() => Promise<unknown>> {
  const filter = readEventsFilter(params)
  const zone = schoolClock(schoolZone).zone
  return [
    () => queryClient.ensureInfiniteQueryData(eventListOptions(audience, filter, zone)),
    ...(audience === 'student' ? [() => queryClient.ensureQueryData(myClubsQuery)] : []),
    ...(showsRecommendations(audience, filter)
      ? [() => queryClient.ensureQueryData(recommendationsQuery)]
      : []),
  ]
}
