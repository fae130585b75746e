import { MobilePeopleResponse } from '@quad/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { TodayCard, TodayItem, todayState } from '../../../components/today-card.tsx'
import { requestJson } from '../../../lib/http/http.ts'
import { t } from '../../../lib/i18n/t.ts'
import { studentProfileHref } from '../../../lib/app-links.ts'
import { connectionListHref } from '../links.ts'
import '../messages.ts'

const SHOWN = 3

/** Requests received and waiting for an answer (the directory's `incoming` list). */
export const pendingRequestsQuery = queryOptions({
  queryKey: ['connections', 'today'] as const,
  queryFn: async ({ signal }) => {
    const search = new URLSearchParams({ connection: 'incoming', range: '0', limit: String(SHOWN) })
    const answer = await requestJson(
      `/mobile_ws/v18/mobile_people?${search.toString()}`,
      MobilePeopleResponse,
      { signal },
    )
    return answer[0]?.people ?? []
  },
})

/** The home page's "Today" rail: who asked to connect (issue 16 item 4). */
export function PendingRequests() {
  const people = useQuery(pendingRequestsQuery)
  const items = people.data ?? []
  return (
    <TodayCard
      title={t('connections.todayTitle')}
      href={connectionListHref('incoming')}
      linkLabel={t('connections.todayAll')}
      state={todayState(people, items.length)}
      empty={t('connections.todayEmpty')}
      failed={t('connections.todayFailed')}
    >
      {items.map((person) => (
        <TodayItem
          key={person.uid}
          to={studentProfileHref(person.uid)}
          title={`${person.firstName} ${person.lastName}`.trim()}
          detail={t('connections.todayDetail')}
        />
      ))}
    </TodayCard>
  )
}
