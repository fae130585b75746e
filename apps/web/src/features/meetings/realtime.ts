import type { QueryClient } from '@tanstack/react-query'
import type { RealtimeExtension } from '../../lib/realtime/registry.ts'
import { refreshMeetings } from './meeting-keys.ts'

/**
 * The `meeting` frame (a slot of the student's was booked, cancelled or removed, or is
 * about to start) is a hint: the meetings lists and the calendar read again, so a host
 * sees a booking appear while the page is open.
 */
export function meetingsRealtime(queryClient: QueryClient): RealtimeExtension {
  return { frames: { meeting: () => void refreshMeetings(queryClient) } }
}
