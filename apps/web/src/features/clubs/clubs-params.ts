import { CLUB_SEARCH_MAX } from '@quad/shared'
import type { ClubsFilter } from './api.ts'

/** The section's state lives in the URL, so a search or "My clubs" can be shared and Back works. */
export const SEARCH_PARAM = 'q'
export const VIEW_PARAM = 'view'

export function readClubsFilter(params: URLSearchParams): ClubsFilter {
  return {
    search: (params.get(SEARCH_PARAM) ?? '').trim().slice(0, CLUB_SEARCH_MAX),
    membership: params.get(VIEW_PARAM) === 'mine' ? 'mine' : 'all',
  }
}

/** The URL for a filter: empty values are dropped (spec 5 "Listing filters"). */
export function clubsFilterParams(filter: ClubsFilter): URLSearchParams {
  const params = new URLSearchParams()
  if (filter.search) params.set(SEARCH_PARAM, filter.search)
  if (filter.membership === 'mine') params.set(VIEW_PARAM, 'mine')
  return params
}
