import type { Conversation } from '@quad/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { markRead } from './api.ts'
import { markThreadRead } from './threads/threads-api.ts'

function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible')
  useEffect(() => {
    const onChange = () => {
      setVisible(document.visibilityState === 'visible')
    }
    document.addEventListener('visibilitychange', onChange)
    return () => {
      document.removeEventListener('visibilitychange', onChange)
    }
  }, [])
  return visible
}

/**
 * Marks the conversation (or one of its threads, decision 096) read up to its newest message
 * while it is on screen (the tab visible), once per new message. The server moves the
 * pointer only forward.
 */
export function useMarkRead(
  conversation: Conversation,
  newestId: number | null,
  thread?: number,
): void {
  const queryClient = useQueryClient()
  const visible = useDocumentVisible()
  const marked = useRef(
    thread !== undefined || conversation.unreadCount > 0 ? 0 : conversation.lastReadMessageId,
  )
  useEffect(() => {
    if (!visible || newestId === null || newestId <= marked.current) return
    marked.current = newestId
    const done =
      thread === undefined
        ? markRead(queryClient, conversation.id, newestId)
        : markThreadRead(queryClient, conversation.id, thread, newestId)
    done.catch(() => {
      // Not marked: try again with the next message or the next visit.
      marked.current = 0
    })
  }, [visible, newestId, conversation.id, thread, queryClient])
}
