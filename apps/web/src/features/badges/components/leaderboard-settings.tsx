import '../messages.ts'
import { Link } from 'react-router'
import { FormSection } from '../../../components/form-section.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import { t } from '../../../lib/i18n/t.ts'
import { LeaderboardSwitch } from './leaderboard-switch.tsx'

/** Settings → Privacy's Leaderboards section: the opt-in, and the way to the leaderboard. */
export function LeaderboardSettings() {
  return (
    <FormSection
      id="leaderboards"
      title={t('badges.settingTitle')}
      description={t('badges.settingDescription')}
    >
      <LeaderboardSwitch />
      <Link to="/leaderboard" className={textLinkClass}>
        {t('badges.openLeaderboard')}
      </Link>
    </FormSection>
  )
}
