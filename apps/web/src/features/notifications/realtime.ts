import type { QueryClient } from '@tanstack/react-query'
import type { RealtimeExtension } from '../../lib/realtime/registry.ts'
import { applyNotificationFrame, refreshNotifications } from './notification-dispatch.ts'

/** What notifications add to the socket: `notification` frames, and a recount on every hello. */
export function notificationsRealtime(queryClient: QueryClient): RealtimeExtension {
  return {
    frames: { notification: (frame) => applyNotificationFrame(queryClient, frame) },
    onHello: () => {
      refreshNotifications(queryClient).catch(() => undefined)
    },
  }
}
