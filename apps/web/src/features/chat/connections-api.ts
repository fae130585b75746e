import { ConnectionStatus, MobilePeopleResponse } from '@quad/shared'
import { queryOptions } from '@tanstack/react-query'
import { requestJson } from '../../lib/http/http.ts'

/** Connections a student can pick from; the directory allows at most 100 per page. */
const PICKER_SIZE = 100

/**
 * Who the group pickers offer: the student's connections (mobile_people with
 * connection=connected), or with connect off everyone at the school; never the student.
 */
export function pickablePeopleQuery(search: string, connect: boolean) {
  const params = new URLSearchParams({ range: '0', limit: String(PICKER_SIZE) })
  if (connect) params.set('connection', 'connected')
  if (search) params.set('search', search)
  return queryOptions({
    queryKey: ['chat', 'pickable', connect, search],
    queryFn: async ({ signal }) => {
      const answer = await requestJson(
        `/mobile_ws/v18/mobile_people?${params.toString()}`,
        MobilePeopleResponse,
        {
          signal,
        },
      )
      return (answer[0]?.people ?? []).filter(
        (person) => person.connectionStatus !== ConnectionStatus.OWN,
      )
    },
  })
}
