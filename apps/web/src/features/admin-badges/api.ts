import { BadgeDefinition, BadgeDefinitionList, type BadgeDefinitionInput } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'

const ADMIN_BADGES = '/api/v1/admin/badges'

export const adminBadgeKeys = { all: ['admin-badges'] as const }

/** The school's badge definitions, newest first, archived ones too (decision 100). */
export const adminBadgesQuery = queryOptions({
  queryKey: adminBadgeKeys.all,
  queryFn: ({ signal }) => bearerRequestJson(ADMIN_BADGES, BadgeDefinitionList, { signal }),
})

function useChanged() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: adminBadgeKeys.all })
}

export function useCreateBadge() {
  const onSuccess = useChanged()
  return useMutation({
    mutationFn: (body: BadgeDefinitionInput) =>
      bearerRequestJson(ADMIN_BADGES, BadgeDefinition, { method: 'POST', json: body }),
    onSuccess,
  })
}

export function useArchiveBadge() {
  const onSuccess = useChanged()
  return useMutation({
    mutationFn: (uid: string) =>
      bearerRequestJson(`${ADMIN_BADGES}/${encodeURIComponent(uid)}/archive`, BadgeDefinition, {
        method: 'POST',
      }),
    onSuccess,
  })
}
