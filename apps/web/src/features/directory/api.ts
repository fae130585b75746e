import {
  ListingConfigResponse,
  MobilePeopleResponse,
  type ListingFilter,
  type PersonSummary,
  type Facets,
} from '@quad/shared'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { isHttpError, requestJson } from '../../lib/http/http.ts'
import type { DirectoryState } from './directory-params.ts'
import { peopleQueryKey, peopleSearchParams } from './people-query.ts'

/** Spec 7 "listing config" for the directory: its filters, layout and orderings. */
export const directoryConfigQuery = queryOptions({
  queryKey: ['directory', 'config'],
  queryFn: ({ signal }) =>
    requestJson('/mobile_ws/v18/listing_config?type=directory', ListingConfigResponse, { signal }),
  // The school's directory set-up changes rarely; no refetch while someone browses.
  staleTime: 10 * 60_000,
})

export interface PeoplePage {
  people: PersonSummary[]
  total: number
  facets: Facets | null
}

async function fetchPeoplePage(
  definitions: readonly ListingFilter[],
  state: DirectoryState,
  page: number,
  signal: AbortSignal,
): Promise<PeoplePage> {
  const search = peopleSearchParams(definitions, state, page).toString()
  const response = await requestJson(
    `/mobile_ws/v18/mobile_people?${search}`,
    MobilePeopleResponse,
    {
      signal,
    },
  )
  // Spec 3 "Directory list result": the first list item has people and the total.
  const first = response[0]
  return { people: first?.people ?? [], total: first?.total ?? 0, facets: first?.facets ?? null }
}

/** A 429 (issue 4 "Abuse": search is rate limited) will not pass by retrying at once. */
export function isRateLimited(error: unknown): boolean {
  return isHttpError(error, 429)
}

/*
 * Pages of 20 (spec 9), one query per page, fetched one "Load more" at a time. Plain
 * queries, not useInfiniteQuery: the vendor chunk is in the initial load (vite.config),
 * and the infinite observer would grow it for every page, not only the directory.
 * While the search or filters change, page 1 keeps the previous result on screen.
 */
export function peoplePageQuery(
  definitions: readonly ListingFilter[],
  state: DirectoryState,
  page: number,
) {
  return queryOptions({
    queryKey: ['directory', 'people', peopleQueryKey(definitions, state), page],
    queryFn: ({ signal }) => fetchPeoplePage(definitions, state, page, signal),
    placeholderData: page === 1 ? keepPreviousData : undefined,
    retry: (failureCount, error) =>
      !isRateLimited(error) && !isHttpError(error, 400) && failureCount < 2,
  })
}
