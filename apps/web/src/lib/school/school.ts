import type { SchoolSettings } from '@quad/shared'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { requestContract } from '../http/http.ts'

/** Spec 7 "school path": the school is picked by the server from the request host. */
export const schoolQuery = queryOptions({
  queryKey: ['school'],
  queryFn: ({ signal }) =>
    requestContract('/mobile_ws/v18/school', (contracts) => contracts.SchoolSettings, { signal }),
  // Settings change rarely; the theme should not flicker on every refocus.
  staleTime: Infinity,
})

/** The current school; the root route's loader has already fetched it. */
export function useSchool(): SchoolSettings {
  return useSuspenseQuery(schoolQuery).data
}
