import {
  ClubAnnouncementSent,
  type GroupRole,
  ClubMembersPage,
  ClubMembershipRules,
  type ClubAnnouncement,
  type ClubMemberStatus,
  type ClubMembershipRulesChange,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { downloadFile } from '../../lib/http/download-file.ts'
import { cursorListOptions } from '../../lib/paging/infinite-list.ts'
import { CLUBS_API, clubKeys } from './api.ts'

/** Officers run their club (issue 14, decision 031): the Manage area's calls. */
export const memberKeys = {
  all: (id: string) => ['clubs', 'members', id] as const,
  list: (id: string, status: ClubMemberStatus, q: string, role?: GroupRole) =>
    ['clubs', 'members', id, status, q, role ?? 'any'] as const,
}

/** Members a page: a screenful or two on a phone, a few requests for a club of thousands. */
const MEMBERS_PAGE = 50

export const clubPath = (id: string) => `${CLUBS_API}/${encodeURIComponent(id)}`

/** The first page of members (or requests to join), by name; `role` keeps one role. */
export function clubMembersQuery(id: string, status: ClubMemberStatus, q = '', role?: GroupRole) {
  const params = new URLSearchParams({ status, limit: '100' })
  if (q) params.set('q', q)
  if (role) params.set('role', role)
  return queryOptions({
    queryKey: memberKeys.list(id, status, q, role),
    queryFn: ({ signal }) =>
      bearerRequestJson(`${clubPath(id)}/members?${params.toString()}`, ClubMembersPage, {
        signal,
      }),
  })
}

/** The club's members by name, 50 a page with "Show more members" (issue 30 debt 4). */
export function clubMembersList(id: string, status: ClubMemberStatus, q = '') {
  return cursorListOptions(memberKeys.list(id, status, q), (cursor, signal) => {
    const params = new URLSearchParams({ status, limit: String(MEMBERS_PAGE) })
    if (q) params.set('q', q)
    if (cursor) params.set('cursor', cursor)
    return bearerRequestJson(`${clubPath(id)}/members?${params.toString()}`, ClubMembersPage, {
      signal,
    })
  })
}

/** After any change: the lists, the club's counts and its officers are read again. */
export function useRefresh(id: string) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memberKeys.all(id) }),
      queryClient.invalidateQueries({ queryKey: clubKeys.about(id) }),
      queryClient.invalidateQueries({ queryKey: clubKeys.lists }),
    ])
}

export function useDecideRequest(id: string) {
  const refresh = useRefresh(id)
  return useMutation({
    mutationFn: ({ memberUid, approve }: { memberUid: string; approve: boolean }) =>
      bearerRequest(`${clubPath(id)}/requests/${encodeURIComponent(memberUid)}`, {
        method: 'POST',
        json: { approve },
      }),
    onSuccess: refresh,
  })
}

export function useChangeRole(id: string) {
  const refresh = useRefresh(id)
  return useMutation({
    mutationFn: ({ memberUid, role }: { memberUid: string; role: GroupRole }) =>
      bearerRequest(`${clubPath(id)}/members/${encodeURIComponent(memberUid)}`, {
        method: 'PUT',
        json: { role },
      }),
    onSuccess: refresh,
  })
}

export function useRemoveMember(id: string) {
  const refresh = useRefresh(id)
  return useMutation({
    mutationFn: (memberUid: string) =>
      bearerRequest(`${clubPath(id)}/members/${encodeURIComponent(memberUid)}`, {
        method: 'DELETE',
      }),
    onSuccess: refresh,
  })
}

export function useMembershipRules(id: string) {
  const refresh = useRefresh(id)
  return useMutation({
    mutationFn: (change: ClubMembershipRulesChange) =>
      bearerRequestJson(`${clubPath(id)}/membership-rules`, ClubMembershipRules, {
        method: 'PUT',
        json: change,
      }),
    onSuccess: refresh,
  })
}

export function useAnnounce(id: string) {
  return useMutation({
    mutationFn: (message: ClubAnnouncement) =>
      bearerRequestJson(`${clubPath(id)}/announcements`, ClubAnnouncementSent, {
        method: 'POST',
        json: message,
      }),
  })
}

/** The members as a CSV file, saved by the browser. */
export function downloadMembersCsv(id: string): Promise<void> {
  return downloadFile(`${clubPath(id)}/members.csv`, `club-${id}-members.csv`)
}
