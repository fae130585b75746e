import { useQuery } from '@tanstack/react-query'
import { TodayCard, TodayItem, todayState } from '../../../components/today-card.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { myNextEventsQuery } from '../api.ts'
import { eventHref } from '../event-href.ts'
import { whenText } from '../event-time.ts'
import '../messages.ts'
import { useSchoolClock } from '../../../lib/school/school-clock.ts'

/** The home page's "Today" rail: the next events the student is going to (issue 16 item 4). */
export function MyNextEvents() {
  const events = useQuery(myNextEventsQuery)
  const items = events.data?.items ?? []
  const clock = useSchoolClock()
  return (
    <TodayCard
      title={t('events.todayTitle')}
      href="/events?view=mine"
      linkLabel={t('events.todayAll')}
      state={todayState(events, items.length)}
      empty={t('events.todayEmpty')}
      failed={t('events.todayFailed')}
    >
      {items.map((event) => (
        <TodayItem
          key={event.id}
          to={eventHref(event.id, 'student')}
          title={event.title}
          detail={whenText(event, clock).text}
        />
      ))}
    </TodayCard>
  )
}
