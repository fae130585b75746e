import { ChatMessage } from '@quad/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { bearerRequestJson } from '../../../lib/http/bearer-client.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { CHAT_API } from '../api.ts'
import { applyMessage } from '../chat-dispatch.ts'
import { rememberReaction } from './recent-reactions.ts'
import type { PendingReactions } from './shown-reactions.ts'

/** `PUT` gives a reaction, `DELETE` takes it back; either answers the message as it is now. */
export function putReaction(message: ChatMessage, emoji: string, on: boolean) {
  const path = `${CHAT_API}/conversations/${String(message.conversationId)}/messages/${String(message.id)}/reactions/${encodeURIComponent(emoji)}`
  return bearerRequestJson(path, ChatMessage, { method: on ? 'PUT' : 'DELETE' })
}

export interface Reactions {
  /** The student's taps not yet answered, by message id. */
  pending: ReadonlyMap<number, PendingReactions>
  /** Gives (`on`) or takes back a reaction: shown at once, the answer replaces it. */
  toggle: (message: ChatMessage, emoji: string, on: boolean) => void
}

/**
 * Reactions for one open conversation (issue 35 item 1). A tap shows at once; the server's
 * answer (or the live frame, whichever comes first: the higher seq wins) replaces it. A
 * refused tap is undone and said in a toast.
 */
export function useReactions(): Reactions {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<ReadonlyMap<number, PendingReactions>>(new Map())
  const settle = useCallback((messageId: number, emoji: string) => {
    setPending((held) => {
      const next = new Map(held)
      const forMessage = new Map(next.get(messageId))
      forMessage.delete(emoji)
      if (forMessage.size === 0) next.delete(messageId)
      else next.set(messageId, forMessage)
      return next
    })
  }, [])
  const toggle = useCallback(
    (message: ChatMessage, emoji: string, on: boolean) => {
      if (on) rememberReaction(emoji)
      setPending((held) =>
        new Map(held).set(message.id, new Map(held.get(message.id)).set(emoji, on)),
      )
      putReaction(message, emoji, on).then(
        (answer) => {
          applyMessage(queryClient, answer)
          settle(message.id, emoji)
        },
        (error: unknown) => {
          settle(message.id, emoji)
          toast(t('chat.reactFailed', { reason: error instanceof Error ? error.message : '' }), {
            type: 'Error',
          })
        },
      )
    },
    [queryClient, settle],
  )
  return { pending, toggle }
}
