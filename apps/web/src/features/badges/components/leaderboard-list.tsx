import type { LeaderboardEntry } from '@quad/shared'
import { Link } from 'react-router'
import { PersonAvatar } from '../../../components/person-avatar.tsx'
import { t } from '../../../lib/i18n/t.ts'

/** The ranked students: rank, picture, name (to their profile) and the term's points. */
export function LeaderboardList({
  entries,
  label,
}: {
  entries: LeaderboardEntry[]
  label: string
}) {
  return (
    <ol aria-label={label} className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
      {entries.map((entry) => (
        <li key={entry.uid} className="flex items-center gap-3 py-3">
          <span
            className="w-10 shrink-0 text-center text-lg font-semibold text-zinc-900 dark:text-zinc-50"
            aria-label={t('badges.rank', { rank: String(entry.rank) })}
          >
            {entry.rank}
          </span>
          <PersonAvatar
            firstName={entry.firstName}
            lastName={entry.lastName}
            photoUrl={entry.photoUrl}
            small
          />
          <Link
            to={`/student_profile?uid=${encodeURIComponent(entry.uid)}`}
            className="min-w-0 flex-1 truncate font-medium text-zinc-900 underline-offset-4 hover:underline dark:text-zinc-50"
          >
            {entry.firstName} {entry.lastName}
          </Link>
          <span className="shrink-0 text-sm font-medium text-zinc-700 dark:text-zinc-300">
            {t('badges.points', { points: String(entry.points) })}
          </span>
        </li>
      ))}
    </ol>
  )
}
