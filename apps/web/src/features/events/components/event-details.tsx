import type { EventDetail } from '@quad/shared'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ButtonLink } from '../../../components/button-link.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import type { Audience } from '../../../lib/http/audience-request.ts'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { AddToCalendar } from './add-to-calendar.tsx'
import { placesText } from './event-facts.ts'
import { EventWhen } from './event-when.tsx'
import { useSchoolClock } from '../../../lib/school/school-clock.ts'
import { clubHref } from '../../../lib/app-links.ts'

interface EventDetailsProps {
  event: EventDetail
  audience: Audience
}

/** When, where, who runs it, category and tags, places; Add to calendar; managers' links. */
export function EventDetails({ event, audience }: EventDetailsProps) {
  const clock = useSchoolClock()
  const eventPath = `/events/${encodeURIComponent(event.id)}`
  return (
    <section aria-label={t('events.details')} className="flex min-w-0 flex-col gap-4">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-y-3">
        <Fact term={t('events.when')}>
          <EventWhen event={event} clock={clock} />
        </Fact>
        {event.room || event.location || event.onlineUrl ? (
          <Fact term={t('events.where')}>
            {event.room ? (
              <span className="block">{t('events.room', { name: event.room.name })}</span>
            ) : null}
            {event.location ? <span className="block">{event.location}</span> : null}
            {event.onlineUrl ? (
              <a
                href={event.onlineUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={textLinkClass}
              >
                {t('events.joinOnline')}{' '}
                <span className="sr-only">{t('events.opensInNewTab')}</span>
              </a>
            ) : null}
          </Fact>
        ) : null}
        <Fact term={t('events.clubLabel')}>
          {event.club && audience === 'student' ? (
            <Link to={clubHref(event.club.id)} className={textLinkClass}>
              {event.club.name}
            </Link>
          ) : (
            (event.club?.name ?? t('events.schoolEvent'))
          )}
        </Fact>
        {event.category ? (
          <Fact term={t('events.categoryLabel')}>{t(`events.category.${event.category}`)}</Fact>
        ) : null}
        {event.tags.length > 0 ? (
          <Fact term={t('events.tags')}>
            <ul className="flex flex-wrap gap-2">
              {event.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-zinc-200 px-2.5 py-0.5 text-sm dark:bg-zinc-800"
                >
                  {tag}
                </li>
              ))}
            </ul>
          </Fact>
        ) : null}
        <Fact term={t('events.capacityLabel')}>
          {event.capacity === null
            ? t('events.noLimit')
            : `${t('events.capacity', { count: formatNumber(event.capacity) })} · ${placesText(event)}`}
          {event.waitlistCount > 0 ? (
            <span className="block text-sm text-zinc-700 dark:text-zinc-300">
              {t('events.waitlistCount', { count: formatNumber(event.waitlistCount) })}
            </span>
          ) : null}
        </Fact>
      </dl>
      {event.attendance ? (
        <p className="text-zinc-800 dark:text-zinc-200">
          {t('events.attendance', {
            going: formatNumber(event.attendance.going),
            waitlisted: formatNumber(event.attendance.waitlisted),
            checkedIn: formatNumber(event.attendance.checkedIn),
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {event.status === 'published' ? <AddToCalendar event={event} /> : null}
        {event.canManage ? (
          <>
            <ButtonLink variant="secondary" to={`${eventPath}/edit`}>
              {t('events.edit')}
            </ButtonLink>
            {event.status === 'published' ? (
              <ButtonLink variant="secondary" to={`${eventPath}/check-in`}>
                {t('events.checkIn')}
              </ButtonLink>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-semibold text-zinc-900 dark:text-zinc-50">{term}</dt>
      <dd className="mb-2 text-zinc-800 sm:mb-0 dark:text-zinc-200">{children}</dd>
    </div>
  )
}
