import '../messages.ts'
import { useId, useState } from 'react'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { BADGES_SHOWN } from '../profile-rules.ts'
import { ExpandButton } from './expand-button.tsx'

interface BadgesListProps {
  badges: ReadonlyArray<{ name: string; iconUrl: string; awardedAt: string }>
}

/** Spec 9: 20 badges by default, with See More / See Less for the rest. */
export function BadgesList({ badges }: BadgesListProps) {
  const id = useId()
  const [isExpanded, setExpanded] = useState(false)
  const shown = isExpanded ? badges : badges.slice(0, BADGES_SHOWN)
  return (
    <>
      <ul id={id} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {shown.map((badge) => (
          <li
            key={`${badge.name}-${badge.awardedAt}`}
            className="flex items-center gap-2 rounded-xl bg-zinc-100 p-2 dark:bg-zinc-800"
          >
            <img src={badge.iconUrl} alt="" className="size-8 shrink-0 rounded-lg object-cover" />
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium">{badge.name}</span>
              <span className="block text-xs text-zinc-700 dark:text-zinc-300">
                {t('profile.badgeAwarded', { date: formatDate(new Date(badge.awardedAt)) })}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {badges.length > BADGES_SHOWN ? (
        <ExpandButton
          expanded={isExpanded}
          controls={id}
          onToggle={() => {
            setExpanded(!isExpanded)
          }}
          className="mt-2"
        >
          {isExpanded ? t('profile.seeLess') : t('profile.seeMore')}
        </ExpandButton>
      ) : null}
    </>
  )
}
