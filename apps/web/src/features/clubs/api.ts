import { Club, ClubAbout, ClubLayout, ClubListing, type ClubMembershipFilter } from '@quad/shared'
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { audienceRequestJson, type Audience } from '../../lib/http/audience-request.ts'
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
  /** A visitor's answer is another one (no officers, no images): never shared with a student's. */
  visitorAbout: (id: string) => ['clubs', 'about', id, 'visitor'] as const,
  layout: (id: string) => ['clubs', 'layout', id] as const,
  layoutAs: (id: string, audience: ClubAudience) => ['clubs', 'layout', id, audience] as const,
}

/** A share-mode visitor opens a listed club's about and layout only (issue 16 "Club pages"). */
export type ClubAudience = Audience
const clubRequestJson = audienceRequestJson

const clubPath = (id: string, what: 'about' | 'layout') =>
  `${CLUBS_API}/${encodeURIComponent(id)}/${what}`

/** A club that does not exist (or is not the viewer's to open) will not appear by asking again. */
const retryUnlessMissing = (failureCount: number, error: Error) =>
  !isHttpError(error, 404) && failureCount < 2

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

export function clubAboutQuery(id: string, audience: ClubAudience = 'student') {
  return queryOptions({
    queryKey: audience === 'visitor' ? clubKeys.visitorAbout(id) : clubKeys.about(id),
    queryFn: ({ signal }) =>
      clubRequestJson(audience, clubPath(id, 'about'), ClubAbout, { signal }),
    retry: retryUnlessMissing,
  })
}

/** The tabs of the club's page the viewer sees (spec 7 club layout; issue 16). */
export function clubLayoutQuery(id: string, audience: ClubAudience) {
  return queryOptions({
    queryKey: clubKeys.layoutAs(id, audience),
    queryFn: ({ signal }) =>
      clubRequestJson(audience, clubPath(id, 'layout'), ClubLayout, { signal }),
    retry: retryUnlessMissing,
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
      // A member's page has more tabs (Discussion, Forum, Members).
      void queryClient.invalidateQueries({ queryKey: clubKeys.layout(club.id) })
      void queryClient.invalidateQueries({ queryKey: notificationKeys.preferences })
    },
  })
}
