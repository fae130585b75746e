import {
  EventAttendeePage,
  EventDetail,
  EventPage,
  EventTicket,
  type EventCategory,
} from '@quad/shared'
import { queryOptions } from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { audienceRequestJson, type Audience } from '../../lib/http/audience-request.ts'
import { isHttpError } from '../../lib/http/http.ts'
import { cursorListOptions } from '../../lib/paging/infinite-list.ts'
import { endOfWeek } from './event-time.ts'

export const EVENTS_API = '/api/v1/events'

/** The events calls for either audience (a visitor's see the school's public events only). */
export const eventsRequestJson = audienceRequestJson

export type EventsView = 'upcoming' | 'week' | 'mine'

export interface EventsFilter {
  view: EventsView
  clubId: string | null
  category: EventCategory | null
  search: string
}

export const eventKeys = {
  all: ['events'] as const,
  lists: ['events', 'list'] as const,
  list: (audience: Audience, filter: EventsFilter, zone: string) =>
    ['events', 'list', audience, filter, zone] as const,
  detail: (audience: Audience, id: string) => ['events', 'detail', audience, id] as const,
  attendees: (id: string) => ['events', 'attendees', id] as const,
  ticket: (id: string) => ['events', 'ticket', id] as const,
  recommendations: ['events', 'recommendations'] as const,
}

/**
 * The listing's address. `from` is now (upcoming and ongoing events) and is worked out when
 * a page is fetched, not in the key, so the key stays put while the clock moves. "This
 * week" ends with the school's week: `schoolZone` (only that view needs it).
 */
export function eventsUrl(
  filter: EventsFilter,
  cursor: string | null,
  schoolZone?: string,
  now = new Date(),
): string {
  const params = new URLSearchParams({ from: now.toISOString() })
  if (filter.view === 'week' && schoolZone) {
    params.set('to', endOfWeek(now, schoolZone).toISOString())
  }
  if (filter.view === 'mine') params.set('scope', 'mine')
  else if (filter.clubId) {
    params.set('scope', 'club')
    params.set('clubId', filter.clubId)
  }
  if (filter.category) params.set('category', filter.category)
  if (filter.search) params.set('search', filter.search)
  if (cursor) params.set('cursor', cursor)
  return `${EVENTS_API}?${params.toString()}`
}

/** The listing, a page at a time (decision 025: `{items, nextCursor}` and Load more). */
export const eventListOptions = (audience: Audience, filter: EventsFilter, zone: string) =>
  cursorListOptions(eventKeys.list(audience, filter, zone), (cursor, signal) =>
    eventsRequestJson(audience, eventsUrl(filter, cursor, zone), EventPage, { signal }),
  )

/** A club's next events, for its page (scope=club); a visitor's, its public ones. */
export const clubEventsQuery = (clubId: string, audience: Audience = 'student') =>
  queryOptions({
    queryKey: ['events', 'club', clubId, audience] as const,
    queryFn: ({ signal }) =>
      eventsRequestJson(
        audience,
        eventsUrl({ view: 'upcoming', clubId, category: null, search: '' }, null),
        EventPage,
        { signal },
      ),
  })

/** The home page's "Today" rail: the student's next few events (scope=mine, from now). */
export const TODAY_EVENTS = 3
export const myNextEventsQuery = queryOptions({
  queryKey: ['events', 'today'] as const,
  queryFn: ({ signal }) =>
    bearerRequestJson(
      `${eventsUrl({ view: 'mine', clubId: null, category: null, search: '' }, null)}&limit=${String(TODAY_EVENTS)}`,
      EventPage,
      { signal },
    ),
})

const eventPath = (id: string) => `${EVENTS_API}/${encodeURIComponent(id)}`

export const eventQuery = (audience: Audience, id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(audience, id),
    queryFn: ({ signal }) => eventsRequestJson(audience, eventPath(id), EventDetail, { signal }),
    // An event that does not exist (or is not the viewer's to see) will not appear by asking again.
    retry: (failureCount, error) => !isHttpError(error, 404) && failureCount < 2,
  })

/** The first people going; the server leaves out whom the viewer may not see (hiddenCount). */
/** Spec 2: "People pictures list shows at most 40, with a counter when more than 4 people." */
export const ATTENDEES_SHOWN = 40
export const attendeesQuery = (id: string) =>
  queryOptions({
    queryKey: eventKeys.attendees(id),
    queryFn: ({ signal }) =>
      bearerRequestJson(
        `${eventPath(id)}/attendees?status=going&limit=${String(ATTENDEES_SHOWN)}`,
        EventAttendeePage,
        { signal },
      ),
  })

export const ticketQuery = (id: string) =>
  queryOptions({
    queryKey: eventKeys.ticket(id),
    queryFn: ({ signal }) => bearerRequestJson(`${eventPath(id)}/ticket`, EventTicket, { signal }),
  })

/** "Add to calendar": the one event as text/calendar (RFC 5545). */
export const eventIcsHref = (id: string) => `${eventPath(id)}.ics`
