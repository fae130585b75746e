import { EventRegistration } from '@quad/shared'
import { queryOptions } from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { eventKeys, EVENTS_API } from './api.ts'

/** An event's registration answers path: the sums, and `.csv` for the file (decision 113). */
export const registrationPath = (id: string) =>
  `${EVENTS_API}/${encodeURIComponent(id)}/registration`

/** Its managers' registration answers, summed per question. */
export const eventRegistrationQuery = (id: string) =>
  queryOptions({
    queryKey: [...eventKeys.all, 'registration', id] as const,
    queryFn: ({ signal }) => bearerRequestJson(registrationPath(id), EventRegistration, { signal }),
  })
