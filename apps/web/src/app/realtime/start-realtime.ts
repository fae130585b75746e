import type { QueryClient } from '@tanstack/react-query'
import { chatRealtime } from '../../features/chat/realtime.ts'
import { feedRealtime } from '../../features/feed/realtime.ts'
import { meetingsRealtime } from '../../features/meetings/realtime.ts'
import { notificationsRealtime } from '../../features/notifications/realtime.ts'
import { startRealtime } from '../../lib/realtime/realtime-client.ts'
import { schoolRealtime } from '../../lib/school/school-realtime.ts'
import { moderationRealtime } from './moderation-realtime.ts'

/**
 * The socket's extensions, one per feature that listens (decision 019): the app composes
 * them; lib/realtime knows none of them. A new feature adds its extension here.
 */
export function start(queryClient: QueryClient): () => void {
  return startRealtime([
    chatRealtime(queryClient),
    notificationsRealtime(queryClient),
    schoolRealtime(queryClient),
    feedRealtime(queryClient),
    moderationRealtime(queryClient),
    meetingsRealtime(queryClient),
  ])
}
