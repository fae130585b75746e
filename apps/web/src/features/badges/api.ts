import { Leaderboard, LeaderboardSetting } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'

export const badgeKeys = {
  all: ['badges'] as const,
  leaderboard: (club: string | null) => ['badges', 'leaderboard', club ?? ''] as const,
  setting: ['badges', 'leaderboard-setting'] as const,
}

/** The current term's leaderboard of the school, or of one club's members (decision 100). */
export function leaderboardQuery(club: string | null) {
  const query = club ? `?club=${encodeURIComponent(club)}` : ''
  return queryOptions({
    queryKey: badgeKeys.leaderboard(club),
    queryFn: ({ signal }) =>
      bearerRequestJson(`/api/v1/badges/leaderboard${query}`, Leaderboard, { signal }),
  })
}

export const leaderboardSettingQuery = queryOptions({
  queryKey: badgeKeys.setting,
  queryFn: ({ signal }) =>
    bearerRequestJson('/api/v1/me/leaderboard', LeaderboardSetting, { signal }),
})

/** Shows or hides the student on leaderboards, at once (the switch moves before the answer). */
export function useLeaderboardChoice() {
  const queryClient = useQueryClient()
  const setChoice = (optedIn: boolean) => {
    queryClient.setQueryData(badgeKeys.setting, { optedIn })
  }
  return useMutation({
    mutationFn: (optedIn: boolean) =>
      bearerRequestJson('/api/v1/me/leaderboard', LeaderboardSetting, {
        method: 'PUT',
        json: { optedIn },
      }),
    onMutate: setChoice,
    onError: (_error, optedIn) => {
      setChoice(!optedIn)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: badgeKeys.all }),
  })
}
