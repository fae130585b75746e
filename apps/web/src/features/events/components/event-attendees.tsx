import type { EventDetail } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { PersonAvatar } from '../../../components/person-avatar.tsx'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { attendeesQuery } from '../api.ts'

/**
 * Who is going: the first faces the server lets the viewer see (profile privacy is its
 * call), "+n more" for the rest, and how many keep their profile private (hiddenCount).
 */
export function EventAttendees({ event }: { event: EventDetail }) {
  const attendees = useQuery(attendeesQuery(event.id))
  const people = attendees.data?.items ?? []
  const hidden = attendees.data?.hiddenCount ?? 0
  const more = Math.max(0, event.goingCount - people.length - hidden)
  return (
    <section aria-labelledby="event-going">
      <h2 id="event-going" className="text-xl font-semibold text-zinc-900 dark:text-zinc-50">
        {t('events.whoGoing')}{' '}
        <span className="font-normal text-zinc-700 dark:text-zinc-300">
          ({formatNumber(event.goingCount)})
        </span>
      </h2>
      {event.goingCount === 0 ? (
        <p className="mt-2 text-zinc-800 dark:text-zinc-200">{t('events.nobodyYet')}</p>
      ) : (
        <>
          <ul className="mt-3 flex flex-wrap gap-2">
            {people.map((person) => (
              <li key={person.uid} title={`${person.firstName} ${person.lastName}`}>
                <PersonAvatar {...person} photoUrl={person.avatarUrl} />
                <span className="sr-only">{`${person.firstName} ${person.lastName}`}</span>
              </li>
            ))}
            {more > 0 ? (
              <li className="grid h-12 min-w-12 place-items-center rounded-full bg-zinc-200 px-3 text-sm font-semibold text-zinc-900 dark:bg-zinc-700 dark:text-zinc-50">
                {t('events.moreGoing', { count: formatNumber(more) })}
              </li>
            ) : null}
          </ul>
          {hidden > 0 ? (
            <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
              {t('events.hiddenGoing', { count: formatNumber(hidden) })}
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}
