import { DevelopmentAnswer, Goal, SkillsBody, type GoalInput } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequest, bearerRequestJson, signedInJson } from '../../lib/http/bearer-client.ts'

const developmentKey = ['development'] as const

/** The Dev space's answer (issue 36 item 5); the page may be the first one opened. */
export const developmentQuery = queryOptions({
  queryKey: developmentKey,
  queryFn: ({ signal }) => signedInJson('/api/v1/me/development', DevelopmentAnswer, { signal }),
})

export type GoalChange =
  | { kind: 'add'; goal: GoalInput }
  | { kind: 'edit'; id: number; goal: GoalInput }
  | { kind: 'delete'; id: number }
  | { kind: 'skills'; skills: string[] }

const goalPath = (id: number) => `/api/v1/me/goals/${String(id)}`

function send(change: GoalChange): Promise<unknown> {
  switch (change.kind) {
    case 'add':
      return bearerRequestJson('/api/v1/me/goals', Goal, { method: 'POST', json: change.goal })
    case 'edit':
      return bearerRequestJson(goalPath(change.id), Goal, { method: 'PUT', json: change.goal })
    case 'delete':
      return bearerRequest(goalPath(change.id), { method: 'DELETE' })
    case 'skills':
      return bearerRequestJson('/api/v1/me/skills', SkillsBody, {
        method: 'PUT',
        json: { skills: change.skills },
      })
  }
}

/** A change to goals or skills; then the Dev space (and its suggestions) read again. */
export function useChangeDevelopment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developmentKey }),
  })
}
