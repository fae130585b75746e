import { BursarAnswer, FinanceSettings, HoldsAnswer } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { requestJson } from '../../lib/http/http.ts'

const SETTINGS = '/api/v1/admin/integrations/finance'

export const financeKeys = {
  all: ['finances'] as const,
  bursar: ['finances', 'bursar'] as const,
  holds: ['finances', 'holds'] as const,
  settings: ['finances', 'settings'] as const,
}

/** The student's account per term (spec 7 `finance bursar`, the session client). */
export const bursarQuery = queryOptions({
  queryKey: financeKeys.bursar,
  queryFn: ({ signal }) => requestJson('/mobile_ws/v18/finance/bursar', BursarAnswer, { signal }),
})

/** The holds on the student's record (spec 7 `finance holds`). */
export const holdsQuery = queryOptions({
  queryKey: financeKeys.holds,
  queryFn: ({ signal }) => requestJson('/mobile_ws/v18/finance/holds', HoldsAnswer, { signal }),
})

/** The admin's Pay link, label, currency and contact (bearer client). */
export const financeSettingsQuery = queryOptions({
  queryKey: financeKeys.settings,
  queryFn: ({ signal }) => bearerRequestJson(SETTINGS, FinanceSettings, { signal }),
})

export function useSaveFinanceSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: FinanceSettings) =>
      bearerRequestJson(SETTINGS, FinanceSettings, { method: 'PUT', json: body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(financeKeys.settings, saved)
      await queryClient.invalidateQueries({ queryKey: financeKeys.bursar })
    },
  })
}
