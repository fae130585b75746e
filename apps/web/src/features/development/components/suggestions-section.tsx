import type { GoalSuggestion } from '@quad/shared'
import { Link } from 'react-router'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { useSchool } from '../../../lib/school/school.ts'
import { DevSection } from './dev-section.tsx'

/** Upcoming events for the open goals, each with the goal and word it is for. */
export function SuggestionsSection({ suggestions }: { suggestions: readonly GoalSuggestion[] }) {
  const zone = useSchool().time_zone
  return (
    <DevSection id="suggestions" title={t('development.suggestions')}>
      {suggestions.length === 0 ? (
        <p className="text-zinc-700 dark:text-zinc-300">{t('development.suggestionsEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
          {suggestions.map(({ event, reason }) => (
            <li key={event.id} className="py-3 first:pt-0">
              <Link
                to={`/events/${encodeURIComponent(event.id)}`}
                className="font-semibold text-zinc-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus dark:text-zinc-50"
              >
                {event.title}
              </Link>
              <p className="text-sm text-zinc-700 dark:text-zinc-300">
                {[
                  formatDate(new Date(event.startsAt), 'dateTime', zone),
                  event.location,
                  event.clubName,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="mt-1 text-sm text-zinc-800 dark:text-zinc-200">{reason}</p>
            </li>
          ))}
        </ul>
      )}
    </DevSection>
  )
}
