import {
  ClubListing,
  EventPage,
  EventPreferences,
  EventRecommendations,
  type Club,
  type Event,
} from '@quad/shared'
import { http } from 'msw'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { fakeClub } from '../../test/fake-club.ts'
import { server } from '../../test/setup-routes.ts'

/**
 * The events API as route tests see it: the listing (in pages of `pageSize`, by cursor),
 * recommendations and the switch, and the student's clubs. Every request is kept, so a
 * test can say what was asked for.
 */
export function fakeEventsApi({
  events = [] as Event[],
  pageSize = 20,
  recommended = [] as Event[],
  clubs = [fakeClub({ id: 'c-photo', name: 'Photography Club', membership: 'member' })] as Club[],
} = {}) {
  const calls = { list: [] as URL[], preferences: [] as unknown[], auth: [] as (string | null)[] }
  let enabled = true
  server.use(
    http.get(`${ORIGIN}/api/v1/events`, ({ request }) => {
      const url = new URL(request.url)
      calls.list.push(url)
      calls.auth.push(request.headers.get('Authorization'))
      const search = (url.searchParams.get('search') ?? '').toLowerCase()
      const matching = events.filter(
        (event) =>
          event.title.toLowerCase().includes(search) &&
          (url.searchParams.get('scope') !== 'mine' || event.viewerRsvp !== null),
      )
      const start = Number(url.searchParams.get('cursor') ?? '0')
      const next = start + pageSize < matching.length ? String(start + pageSize) : null
      return answer(EventPage, {
        items: matching.slice(start, start + pageSize),
        nextCursor: next,
      })
    }),
    http.get(`${ORIGIN}/api/v1/events/recommendations`, () =>
      answer(EventRecommendations, {
        enabled,
        results: enabled
          ? recommended.map((event) => ({
              event,
              reasons: [
                { code: 'connections_going' as const, text: '3 of your connections are going' },
                { code: 'your_club' as const, text: `You are in ${event.club?.name ?? 'a club'}` },
              ],
              startDate: event.startsAt,
              endDate: event.endsAt,
              updatedOn: event.updatedAt,
            }))
          : [],
      }),
    ),
    http.put(`${ORIGIN}/api/v1/events/preferences`, async ({ request }) => {
      const body = EventPreferences.parse(await request.json())
      calls.preferences.push(body)
      enabled = body.recommendations
      return answer(EventPreferences, body)
    }),
    http.get(`${ORIGIN}/api/v1/clubs`, () =>
      answer(ClubListing, {
        total: clubs.length,
        items: clubs,
        perPage: 20,
        currentPage: 0,
        messages: [],
      }),
    ),
  )
  return calls
}
