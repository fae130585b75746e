import {
  Experience,
  ExperienceList,
  type ExperienceInput,
  type ExperienceOrder,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type * as z from 'zod/mini'
import { bearerRequest, bearerRequestJson, signedInJson } from '../../lib/http/bearer-client.ts'
import { settingsKeys } from './api.ts'

const EXPERIENCES = '/api/v1/me/experiences'

/**
 * The student's experience entries, in their order (issue 36 item 4); settings may be the
 * first page opened, before anything asked for the session's JWT (`signedInJson`).
 */
export const experiencesQuery = queryOptions({
  queryKey: settingsKeys.experiences,
  queryFn: ({ signal }) => signedInJson(EXPERIENCES, ExperienceList, { signal }),
})

type Change =
  | { kind: 'add'; entry: ExperienceInput }
  | { kind: 'edit'; id: number; entry: ExperienceInput }
  | { kind: 'delete'; id: number }
  | { kind: 'order'; ids: number[] }

function send(change: Change): Promise<unknown> {
  switch (change.kind) {
    case 'add':
      return bearerRequestJson(EXPERIENCES, Experience, { method: 'POST', json: change.entry })
    case 'edit':
      return bearerRequestJson(`${EXPERIENCES}/${String(change.id)}`, Experience, {
        method: 'PUT',
        json: change.entry,
      })
    case 'delete':
      return bearerRequest(`${EXPERIENCES}/${String(change.id)}`, { method: 'DELETE' })
    case 'order':
      return bearerRequestJson(`${EXPERIENCES}/order`, ExperienceList, {
        method: 'PUT',
        json: { ids: change.ids } satisfies z.input<typeof ExperienceOrder>,
      })
  }
}

/**
 * Adds, changes, deletes or orders entries; then the list, the preview and every cached
 * profile of the student's read again (a card shows them in the new order).
 */
export function useChangeExperiences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
      ])
    },
  })
}
