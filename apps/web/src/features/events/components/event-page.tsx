import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { DetailLoadFailed, DetailPage as Page } from '../../../components/detail-page.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import type { Audience } from '../../../lib/http/audience-request.ts'
import { isHttpError } from '../../../lib/http/http.ts'
import { t } from '../../../lib/i18n/t.ts'
import { eventQuery } from '../api.ts'
import { eventHref } from '../event-href.ts'
import { EventAttendees } from './event-attendees.tsx'
import { EventDescription } from './event-description.tsx'
import { EventDetails } from './event-details.tsx'
import { EventHeader } from './event-header.tsx'
import { RsvpPanel } from './rsvp-panel.tsx'

/** Managers only, and after the page: its own chunk (issue 37 item 5). */
const AttendanceReport = lazy(() => import('./attendance-report.tsx'))

interface EventPageProps {
  id: string
  audience: Audience
}

/** /events/:eventId: the event, who is going, the student's answer and ticket (issue 15). */
export function EventPage({ id, audience }: EventPageProps) {
  const event = useQuery(eventQuery(audience, id))
  const back = (
    <Link
      to={audience === 'visitor' ? '/events?share=1' : '/events'}
      className={`text-sm font-semibold ${textLinkClass}`}
    >
      ← {t('events.back')}
    </Link>
  )
  if (event.isPending) {
    return (
      <Page back={back}>
        <p role="status">{t('events.loadingEvent')}</p>
      </Page>
    )
  }
  if (!event.data) {
    return (
      <Page back={back}>
        <DetailLoadFailed
          isMissing={isHttpError(event.error, 404)}
          missing={{ title: t('events.notFoundTitle'), body: t('events.notFoundBody') }}
          failed={{
            title: t('events.errorTitle'),
            body: t('events.eventError'),
            retry: t('events.retry'),
          }}
          onRetry={() => void event.refetch()}
        />
      </Page>
    )
  }
  const detail = event.data
  return (
    <Page back={back}>
      <EventHeader event={detail} />
      {/* A phone reads the facts, then the answer and ticket, then the description. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <EventDetails event={detail} audience={audience} />
        <div className="flex flex-col gap-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <RsvpPanel event={detail} audience={audience} />
          {/* Nobody answers a draft, a proposal or one waiting for approval: no list yet. */}
          {audience === 'student' && detail.status === 'published' ? (
            <EventAttendees event={detail} />
          ) : null}
          {audience === 'student' && detail.canManage && detail.status === 'published' ? (
            <Suspense fallback={null}>
              <AttendanceReport eventId={detail.id} />
            </Suspense>
          ) : null}
          {/* The organisers read the registration answers on a page of their own (decision 113). */}
          {audience === 'student' && detail.canManage && detail.questions.length > 0 ? (
            <Link
              to={`${eventHref(detail.id, audience)}/registration`}
              className={`self-start font-semibold ${textLinkClass}`}
            >
              {t('events.registrationLink')}
            </Link>
          ) : null}
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <EventDescription html={detail.description} />
        </div>
      </div>
    </Page>
  )
}
