import '../messages.ts'
import { useQuery } from '@tanstack/react-query'
import { SwitchField } from '../../../components/switch-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { leaderboardSettingQuery, useLeaderboardChoice } from '../api.ts'

/** "Show me on leaderboards": off until the student turns it on; saved at once. */
export function LeaderboardSwitch() {
  const setting = useQuery(leaderboardSettingQuery)
  const choice = useLeaderboardChoice()
  return (
    <SwitchField
      field="leaderboard"
      label={t('badges.switch')}
      description={t('badges.switchHint')}
      checked={setting.data?.optedIn ?? false}
      disabled={!setting.isSuccess}
      onChange={(optedIn) => {
        choice.mutate(optedIn, {
          onError: () => toast(t('badges.saveFailed'), { type: 'Error' }),
        })
      }}
    />
  )
}
