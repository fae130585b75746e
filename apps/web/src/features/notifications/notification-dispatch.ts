import { UnreadCount, type ServerFrame } from '@quad/shared'
import type { QueryClient } from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { notificationKeys } from './notification-keys.ts'

type NotificationFrame = Extract<ServerFrame, { type: 'notification' }>

/**
 * A `notification` frame: the bell takes the server's count. A new item also makes any
 * loaded list stale (refetched now if the panel is open); a frame with only the count
 * follows a read or delete, which the list that caused it has already applied.
 */
export function applyNotificationFrame(queryClient: QueryClient, frame: NotificationFrame): void {
  queryClient.setQueryData(notificationKeys.unreadCount, frame.unreadCount)
  if (frame.notification) void queryClient.invalidateQueries({ queryKey: notificationKeys.list })
}

/**
 * On every (re)connect (hello): the count from GET unread-count, and the list made stale,
 * since anything may have arrived while the socket was down.
 */
export async function refreshNotifications(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.list })
  const { count } = await bearerRequestJson('/api/v1/notifications/unread-count', UnreadCount)
  queryClient.setQueryData(notificationKeys.unreadCount, count)
}
