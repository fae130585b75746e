import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { textLinkClass } from '../../../components/text-link.ts'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { myTranscriptQuery } from '../../transcript/index.ts'
import { DevSection } from './dev-section.tsx'

/**
 * The co-curricular transcript's summary (decision 102): hours, clubs, events and the
 * badges held, read from the transcript itself; its page has the rest.
 */
export function RecordSection() {
  const transcript = useQuery(myTranscriptQuery)
  const record = transcript.data?.record
  return (
    <DevSection
      id="record"
      title={t('development.record')}
      action={
        <Link to="/cct" className={textLinkClass}>
          {t('development.recordOpen')}
        </Link>
      }
    >
      {transcript.isPending ? <p role="status">{t('development.loading')}</p> : null}
      {transcript.isError ? <p role="alert">{t('development.recordFailed')}</p> : null}
      {record ? (
        <>
          <p className="text-zinc-800 dark:text-zinc-200">
            {t('development.recordSummary', {
              hours: formatNumber(record.hours.total),
              // Clubs, not periods: a student who became an officer has two periods in one.
              clubs: formatNumber(new Set(record.memberships.map((m) => m.club.uid)).size),
              events: formatNumber(record.events.length),
            })}
          </p>
          <h3 className="mt-4 text-sm font-semibold text-zinc-900 dark:text-zinc-50">
            {t('development.badges')}
          </h3>
          {record.badges.length === 0 ? (
            <p className="text-sm text-zinc-700 dark:text-zinc-300">
              {t('development.badgesNone')}
            </p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-2">
              {record.badges.map((badge) => (
                <li
                  key={`${badge.name}-${badge.awardedAt}`}
                  title={badge.description}
                  className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-950 dark:bg-amber-900/60 dark:text-amber-50"
                >
                  {badge.name}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </DevSection>
  )
}
