import { skipToken, useQuery } from '@tanstack/react-query'
import { chatKeys } from '../../features/chat/chat-keys.ts'

/** Unread chat messages for the badge; the realtime client keeps it current. */
export function useChatUnread(): number {
  const { data } = useQuery<number>({ queryKey: chatKeys.unreadTotal, queryFn: skipToken })
  return data ?? 0
}
