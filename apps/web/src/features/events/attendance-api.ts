import { EventAttendance } from '@quad/shared'
import { queryOptions } from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { eventKeys, EVENTS_API } from './api.ts'

/** An event's attendance path: its report, and `.csv` for the file. */
export const attendancePath = (id: string) => `${EVENTS_API}/${encodeURIComponent(id)}/attendance`

/** Its managers' attendance report (issue 37 item 5), loaded with the report's chunk. */
export const eventAttendanceQuery = (id: string) =>
  queryOptions({
    queryKey: [...eventKeys.all, 'attendance', id] as const,
    queryFn: ({ signal }) => bearerRequestJson(attendancePath(id), EventAttendance, { signal }),
  })
