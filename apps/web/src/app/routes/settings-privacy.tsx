import { LeaderboardSettings } from '../../features/badges/components/leaderboard-settings.tsx'
import { PrivacySettings } from '../../features/settings/components/privacy-settings.tsx'

export { loader } from './settings-profile.tsx'

/**
 * /settings/privacy: directory listing and who may open the full profile (one Save), and
 * whether the student shows on leaderboards (a switch saved at once, as the analytics one).
 */
export function Component() {
  return (
    <>
      <PrivacySettings />
      <LeaderboardSettings />
    </>
  )
}
