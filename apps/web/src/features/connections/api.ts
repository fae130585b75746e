import { BlockListResponse, ConnectResponse, type ConnectType } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { isHttpError, request, requestJson } from '../../lib/http/http.ts'
import { connectOutcome, ConnectRefusedError } from './connection-rules.ts'

const BASE = '/mobile_ws/v18'

export interface ConnectInput {
  uid: string
  type: ConnectType
  note?: string
}

/** api.md user_connect; POST, so no state change rides on a GET (CSRF header added by http.ts). */
async function sendConnect({ uid, type, note }: ConnectInput): Promise<number> {
  const search = new URLSearchParams({ student_uid: uid, type })
  const trimmed = note?.trim()
  if (trimmed) search.set('note', trimmed)
  const answer = await requestJson(`${BASE}/user_connect?${search.toString()}`, ConnectResponse, {
    method: 'POST',
  })
  return connectOutcome(answer)
}

/*
 * The card reads the profile query (features/profile/api.ts: key ['profile', uid]); its
 * data is { profile, bio }. Features do not import each other, so this copies the status
 * in by shape, leaving every other field as it was.
 */
function withStatus(old: unknown, status: number): unknown {
  if (typeof old !== 'object' || old === null || !('profile' in old)) return old
  const { profile } = old
  if (typeof profile !== 'object' || profile === null) return old
  return { ...old, profile: { ...profile, connectionStatus: status, connectionNote: null } }
}

function refreshAfterChange(queryClient: QueryClient, uid: string): void {
  // Connecting can reveal fields shared with connections only: fetch the card again.
  void queryClient.invalidateQueries({ queryKey: ['profile', uid] })
  void queryClient.invalidateQueries({ queryKey: ['directory', 'people'] })
}

/** Spec 4 "After success the server returns the new connectionStatus and the buttons update." */
export function useConnect() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: ConnectInput) => {
      return sendConnect(input)
    },
    onSuccess: (status, { uid }) => {
      queryClient.setQueryData<unknown>(['profile', uid], (old: unknown) => withStatus(old, status))
      refreshAfterChange(queryClient, uid)
    },
  })
}

/** The server's own words for a failure, when it gave any (shown after spec 8's text). */
export function failureReason(error: unknown): string | null {
  if (error instanceof ConnectRefusedError) return error.reason
  if (isHttpError(error)) return error.body?.error.message ?? null
  return null
}

export const blockedStudentsQuery = queryOptions({
  queryKey: ['connections', 'blocks'],
  queryFn: ({ signal }) => requestJson(`${BASE}/blocks`, BlockListResponse, { signal }),
})

/** Issue 5 "block": ends any connection or request and hides the blocker from them. */
export function useBlockStudent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (uid: string) => {
      await request(`${BASE}/blocks`, { method: 'POST', json: { uid } })
    },
    onSuccess: (_result, uid) => {
      void queryClient.invalidateQueries({ queryKey: blockedStudentsQuery.queryKey })
      refreshAfterChange(queryClient, uid)
    },
  })
}

export function useUnblockStudent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (uid: string) => {
      await request(`${BASE}/blocks/${encodeURIComponent(uid)}`, { method: 'DELETE' })
    },
    onSuccess: (_result, uid) => {
      void queryClient.invalidateQueries({ queryKey: blockedStudentsQuery.queryKey })
      refreshAfterChange(queryClient, uid)
    },
  })
}
