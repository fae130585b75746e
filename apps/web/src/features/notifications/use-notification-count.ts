import { skipToken, useQuery } from '@tanstack/react-query'
import { notificationKeys } from './notification-keys.ts'

/**
 * Unread notifications for the bell. The realtime client (its own chunk) asks the server
 * on every (re)connect and then follows the socket's `notification` frames; never polled.
 */
export function useNotificationCount(): number {
  const { data } = useQuery<number>({ queryKey: notificationKeys.unreadCount, queryFn: skipToken })
  return data ?? 0
}
