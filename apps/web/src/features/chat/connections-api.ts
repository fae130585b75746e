import { MobilePeopleResponse } from '@quad/shared'
import { queryOptions } from '@tanstack/react-query'
import { requestJson } from '../../app/http.ts'

/** Connections a student can pick from; the directory allows at most 100 per page. */
const PICKER_SIZE = 100

/** The student's connections (mobile_people with connection=connected), for the group pickers. */
export function connectionsQuery(search: string) {
  const params = new URLSearchParams({
    range: '0',
    limit: String(PICKER_SIZE),
    connection: 'connected',
  })
  if (search) params.set('search', search)
  return queryOptions({
    queryKey: ['chat', 'connections', search],
    queryFn: async ({ signal }) => {
      const answer = await requestJson(
        `/mobile_ws/v18/mobile_people?${params.toString()}`,
        MobilePeopleResponse,
        {
          signal,
        },
      )
      return answer[0]?.people ?? []
    },
  })
}
