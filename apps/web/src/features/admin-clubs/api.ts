import {
  AdminClubPage,
  Club,
  MobilePeopleResponse,
  type ClubApprovalBody,
  type ClubStatus,
  type CreateClubBody,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { cursorListOptions, useInfiniteList } from '../../lib/paging/infinite-list.ts'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { requestJson } from '../../lib/http/http.ts'
import { clubKeys } from '../clubs/index.ts'

const ADMIN_CLUBS = '/api/v1/admin/clubs'

export interface AdminClubsFilter {
  search: string
  status: ClubStatus | ''
}

export const adminClubKeys = {
  all: ['admin-clubs'] as const,
  list: (filter: AdminClubsFilter) => ['admin-clubs', filter.search, filter.status] as const,
}

/** The school's clubs, requests first, 50 a page ("Show more clubs"). */
export function adminClubsQuery(filter: AdminClubsFilter) {
  return cursorListOptions(adminClubKeys.list(filter), (cursor, signal) => {
    const params = new URLSearchParams({ limit: '50' })
    if (filter.search) params.set('search', filter.search)
    if (filter.status) params.set('status', filter.status)
    if (cursor) params.set('cursor', cursor)
    return bearerRequestJson(`${ADMIN_CLUBS}?${params.toString()}`, AdminClubPage, { signal })
  })
}

export const useAdminClubs = (filter: AdminClubsFilter) => useInfiniteList(adminClubsQuery(filter))

/** Every change reloads the admin list and the students' views of clubs. */
function useChanged() {
  const queryClient = useQueryClient()
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminClubKeys.all }),
      queryClient.invalidateQueries({ queryKey: clubKeys.all }),
    ])
  }
}

export function useCreateClub() {
  const onSuccess = useChanged()
  return useMutation({
    mutationFn: (body: CreateClubBody) =>
      bearerRequestJson(ADMIN_CLUBS, Club, { method: 'POST', json: body }),
    onSuccess,
  })
}

export function useApproval() {
  const onSuccess = useChanged()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ClubApprovalBody }) =>
      // 200 with the club when approved, 204 (no body) when declined.
      bearerRequest(`${ADMIN_CLUBS}/${encodeURIComponent(id)}/approval`, {
        method: 'POST',
        json: body,
      }),
    onSuccess,
  })
}

export function useArchive() {
  const onSuccess = useChanged()
  return useMutation({
    mutationFn: ({ id, archive }: { id: string; archive: boolean }) =>
      bearerRequestJson(
        `${ADMIN_CLUBS}/${encodeURIComponent(id)}/${archive ? 'archive' : 'restore'}`,
        Club,
        { method: 'POST' },
      ),
    onSuccess,
  })
}

/** The first officer's picker: people of the school matching the search (the directory). */
export function officerCandidatesQuery(search: string) {
  const params = new URLSearchParams({ range: '0', limit: '20', search })
  return queryOptions({
    queryKey: ['admin-clubs', 'people', search] as const,
    queryFn: async ({ signal }) =>
      (
        await requestJson(
          `/mobile_ws/v18/mobile_people?${params.toString()}`,
          MobilePeopleResponse,
          {
            signal,
          },
        )
      )[0]?.people ?? [],
    enabled: search.length > 0,
  })
}
