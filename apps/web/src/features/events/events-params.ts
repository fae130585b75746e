import { EventCategory } from '@quad/shared'
import type { EventsFilter, EventsView } from './api.ts'

/** The section's state lives in the URL, so a filtered list can be shared and Back works. */
const VIEWS: readonly EventsView[] = ['upcoming', 'week', 'mine']
/** EventListQuery allows 100 characters of search. */
const SEARCH_MAX = 100

export function readEventsFilter(params: URLSearchParams): EventsFilter {
  const view = VIEWS.find((candidate) => candidate === params.get('view')) ?? 'upcoming'
  const category = EventCategory.safeParse(params.get('category'))
  return {
    view,
    clubId: params.get('club') || null,
    category: category.success ? category.data : null,
    search: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
  }
}

/** The URL for a filter: defaults and empty values are left out. */
export function eventsFilterParams(filter: EventsFilter): URLSearchParams {
  const params = new URLSearchParams()
  if (filter.view !== 'upcoming') params.set('view', filter.view)
  if (filter.clubId) params.set('club', filter.clubId)
  if (filter.category) params.set('category', filter.category)
  if (filter.search) params.set('q', filter.search)
  return params
}
