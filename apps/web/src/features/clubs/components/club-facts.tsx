import type { Club } from '@quad/shared'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'

/** "Arts · 42 members · 3 officers", and the viewer's role when they have one. */
export function ClubFacts({ club }: { club: Club }) {
  const members =
    club.countMembers === 1
      ? t('clubs.memberOne')
      : t('clubs.members', { count: formatNumber(club.countMembers) })
  const officers =
    club.countOfficers === 1
      ? t('clubs.officerOne')
      : t('clubs.officers', { count: formatNumber(club.countOfficers) })
  return (
    <>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {club.category} · {members} · {officers}
      </p>
      {club.membership ? (
        <p className="mt-1.5 inline-flex rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900/60 dark:text-green-100">
          {t(club.membership === 'officer' ? 'clubs.youAreOfficer' : 'clubs.youAreMember')}
        </p>
      ) : null}
    </>
  )
}
