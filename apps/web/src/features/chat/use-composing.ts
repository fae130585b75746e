import type { ChatMessage } from '@quad/shared'
import { useState } from 'react'

/**
 * What a history and its composer share: the message being edited (Edit in its menu, Up in
 * an empty composer) and the one being answered (Reply, issue 35 item 2). One at a time:
 * starting an edit drops a reply being written, and the other way round. The conversation
 * and an open thread each have their own.
 */
export function useComposing() {
  const [editing, setEditing] = useState<number | null>(null)
  const [replying, setReplying] = useState<ChatMessage | null>(null)
  return {
    editing,
    replying,
    edit: (messageId: number | null) => {
      setEditing(messageId)
      if (messageId !== null) setReplying(null)
    },
    reply: (message: ChatMessage | null) => {
      setReplying(message)
      if (message) setEditing(null)
    },
  }
}
