import { Club, ClubAbout, ClubListing, type ClubMembershipFilter } from '@quad/shared'
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { isHttpError } from '../../lib/http/http.ts'
import { notificationKeys } from '../notifications/index.ts'

export const CLUBS_API = '/api/v1/clubs'
/** Spec 9: 20 a page. */
export const CLUBS_PAGE_SIZE = 20

export interface ClubsFilter {
  search: string
  membership: ClubMembershipFilter
}

export const clubKeys = {
  all: ['clubs'] as const,
  lists: ['clubs', 'list'] as const,
  page: (filter: ClubsFilter, page: number) =>
    ['clubs', 'list', filter.search, filter.membership, page] as const,
  about: (id: string) => ['clubs', 'about', id] as const,
}

/** One page of the listing (spec 7: NameAsc), as `GET /api/v1/clubs` answers it. */
export function clubsPageQuery(filter: ClubsFilter, page: number) {
  const params = new URLSearchParams({
    pageOffset: String(page - 1),
    pageSize: String(CLUBS_PAGE_SIZE),
  })
  if (filter.search) params.set('search', filter.search)
  if (filter.membership === 'mine') params.set('membership', 'mine')
  return queryOptions({
    queryKey: clubKeys.page(filter, page),
    queryFn: ({ signal }) =>
      bearerRequestJson(`${CLUBS_API}?${params.toString()}`, ClubListing, { signal }),
    // While a search or the view changes, the cards on screen stay (and keep focus).
    placeholderData: page === 1 ? keepPreviousData : undefined,
  })
}

export function clubAboutQuery(id: string) {
  return queryOptions({
    queryKey: clubKeys.about(id),
    queryFn: ({ signal }) =>
      bearerRequestJson(`${CLUBS_API}/${encodeURIComponent(id)}/about`, ClubAbout, { signal }),
    // A club that does not exist will not appear by asking again.
    retry: (failureCount, error) => !isHttpError(error, 404) && failureCount < 2,
  })
}

/**
 * The club as the server now sees it, wherever it is cached: every loaded page and its
 * about page. A club left from "My clubs" stays on screen (now with Join) until the list
 * is next loaded, so a slip is one click to undo and focus stays where it was.
 */
function storeClub(queryClient: QueryClient, club: Club): void {
  queryClient.setQueriesData<ClubListing>({ queryKey: clubKeys.lists }, (listing) =>
    listing
      ? { ...listing, items: listing.items.map((item) => (item.id === club.id ? club : item)) }
      : listing,
  )
  queryClient.setQueryData<ClubAbout>(clubKeys.about(club.id), (about) =>
    about ? { ...about, club } : about,
  )
}

/** Join (POST) or leave (DELETE) a club as the signed-in student. */
export function useMembership() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, join }: { id: string; join: boolean }) =>
      bearerRequestJson(`${CLUBS_API}/${encodeURIComponent(id)}/membership`, Club, {
        method: join ? 'POST' : 'DELETE',
      }),
    onSuccess: (club) => {
      storeClub(queryClient, club)
      // The about page's officers, and the settings' club tables, follow the membership.
      void queryClient.invalidateQueries({ queryKey: clubKeys.about(club.id) })
      void queryClient.invalidateQueries({ queryKey: notificationKeys.preferences })
    },
  })
}
