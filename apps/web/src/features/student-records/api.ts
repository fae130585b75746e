import {
  CreatedApiKey,
  SchoolApiKey,
  SchoolApiKeyList,
  SisStatus,
  type CreateApiKeyBody,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type * as z from 'zod/mini'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'

/** The student-records feed's admin calls (issue 17, decision 049), with the bearer client. */
const SIS_ADMIN = '/api/v1/admin/integrations/sis'
const KEYS = `${SIS_ADMIN}/keys`

export const sisKeys = {
  all: ['sis-admin'] as const,
  keys: ['sis-admin', 'keys'] as const,
  status: ['sis-admin', 'status'] as const,
}

export const apiKeysQuery = queryOptions({
  queryKey: sisKeys.keys,
  queryFn: ({ signal }) => bearerRequestJson(KEYS, SchoolApiKeyList, { signal }),
})

export const sisStatusQuery = queryOptions({
  queryKey: sisKeys.status,
  queryFn: ({ signal }) => bearerRequestJson(`${SIS_ADMIN}/status`, SisStatus, { signal }),
})

/** A change to the keys; the list is read again after it. */
function useKeysMutation<Vars, Result>(run: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sisKeys.keys }),
  })
}

export const useCreateKey = () =>
  useKeysMutation((body: z.output<typeof CreateApiKeyBody>) =>
    bearerRequestJson(KEYS, CreatedApiKey, { method: 'POST', json: body }),
  )

export const useRotateKey = () =>
  useKeysMutation(({ id, graceHours }: { id: string; graceHours: number }) =>
    bearerRequestJson(`${KEYS}/${encodeURIComponent(id)}/rotate`, CreatedApiKey, {
      method: 'POST',
      json: { graceHours },
    }),
  )

export const useRevokeKey = () =>
  useKeysMutation((id: string) =>
    bearerRequestJson(`${KEYS}/${encodeURIComponent(id)}`, SchoolApiKey, { method: 'DELETE' }),
  )
