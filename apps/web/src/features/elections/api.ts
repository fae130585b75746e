import {
  Election,
  ElectionList,
  type BallotBody,
  type CandidacyBody,
  type ConfirmElectionBody,
  type ElectionBody,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'

/*
 * A club's officer elections (issue 37 item 2, decision 108): the list on the club page,
 * one election's page, and what members and officers do there.
 */
const clubElections = (clubId: string) => `/api/v1/clubs/${encodeURIComponent(clubId)}/elections`
const electionPath = (clubId: string, electionId: string) =>
  `${clubElections(clubId)}/${encodeURIComponent(electionId)}`

export const electionKeys = {
  club: (clubId: string) => ['elections', clubId] as const,
  one: (clubId: string, electionId: string) => ['elections', clubId, electionId] as const,
}

export function clubElectionsQuery(clubId: string) {
  return queryOptions({
    queryKey: electionKeys.club(clubId),
    queryFn: ({ signal }) => bearerRequestJson(clubElections(clubId), ElectionList, { signal }),
  })
}

export function electionQuery(clubId: string, electionId: string) {
  return queryOptions({
    queryKey: electionKeys.one(clubId, electionId),
    queryFn: ({ signal }) =>
      bearerRequestJson(electionPath(clubId, electionId), Election, { signal }),
  })
}

/** Every change reads the club's elections again (the list's phases, the page's counts). */
function useRefresh(clubId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: electionKeys.club(clubId) })
}

export function useCreateElection(clubId: string) {
  const onSuccess = useRefresh(clubId)
  return useMutation({
    mutationFn: (body: ElectionBody) =>
      bearerRequestJson(clubElections(clubId), Election, { method: 'POST', json: body }),
    onSuccess,
  })
}

export function useStand(clubId: string, electionId: string) {
  const onSuccess = useRefresh(clubId)
  return useMutation({
    mutationFn: (body: CandidacyBody) =>
      bearerRequestJson(`${electionPath(clubId, electionId)}/candidates`, Election, {
        method: 'POST',
        json: body,
      }),
    onSuccess,
  })
}

export function useWithdraw(clubId: string, electionId: string) {
  const onSuccess = useRefresh(clubId)
  return useMutation({
    mutationFn: (candidateId: string) =>
      bearerRequest(
        `${electionPath(clubId, electionId)}/candidates/${encodeURIComponent(candidateId)}`,
        { method: 'DELETE' },
      ),
    onSuccess,
  })
}

export function useVote(clubId: string, electionId: string) {
  const onSuccess = useRefresh(clubId)
  return useMutation({
    mutationFn: (body: BallotBody) =>
      bearerRequest(`${electionPath(clubId, electionId)}/ballot`, { method: 'POST', json: body }),
    onSuccess,
  })
}

export function useConfirmElection(clubId: string, electionId: string) {
  const onSuccess = useRefresh(clubId)
  return useMutation({
    mutationFn: (body: ConfirmElectionBody) =>
      bearerRequestJson(`${electionPath(clubId, electionId)}/confirm`, Election, {
        method: 'POST',
        json: body,
      }),
    onSuccess,
  })
}

export function useCancelElection(clubId: string, electionId: string) {
  const onSuccess = useRefresh(clubId)
  return useMutation({
    mutationFn: () => bearerRequest(electionPath(clubId, electionId), { method: 'DELETE' }),
    onSuccess,
  })
}
