import type { ChatMessage, Conversation } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { quietFieldClass } from '../../../components/field-styles.ts'
import { conversationsQuery } from '../api.ts'
import { conversationTitle } from '../conversation-text.ts'
import { useForwardMessage } from '../messages-api.ts'
import { ChatDialog } from '../components/chat-dialog.tsx'
import { ConversationAvatar } from '../components/group-avatar.tsx'

interface ForwardDialogProps {
  /** The message to forward; null when the dialog is closed. */
  message: ChatMessage | null
  /** The conversation it is in (not offered as a target). */
  from: number
  onClose: () => void
}

/**
 * Forward to… (issue 35 item 10): the student's conversations, filtered by name as they
 * type; a press sends the copy there and says so. A conversation that refuses it (a block
 * in a 1:1) says why, and the dialog stays open for another.
 */
export function ForwardDialog({ message, from, onClose }: ForwardDialogProps) {
  const filterId = useId()
  const [filter, setFilter] = useState('')
  const list = useQuery({ ...conversationsQuery(''), enabled: message !== null })
  const forward = useForwardMessage()
  const close = () => {
    setFilter('')
    forward.reset()
    onClose()
  }
  const wanted = filter.trim().toLocaleLowerCase()
  const targets = (list.data?.items ?? []).filter(
    (c) => c.id !== from && conversationTitle(c).toLocaleLowerCase().includes(wanted),
  )
  const send = (to: Conversation) => {
    if (!message) return
    forward.mutate(
      { to: to.id, messageId: message.id },
      {
        onSuccess: () => {
          toast(t('chat.forwarded', { name: conversationTitle(to) }), { type: 'Success' })
          close()
        },
      },
    )
  }
  return (
    <ChatDialog open={message !== null} title={t('chat.forwardTitle')} onClose={close}>
      <label htmlFor={filterId} className="sr-only">
        {t('chat.forwardFilter')}
      </label>
      <input
        id={filterId}
        type="search"
        value={filter}
        autoComplete="off"
        placeholder={t('chat.forwardFilter')}
        onChange={(event) => {
          setFilter(event.target.value)
        }}
        className={`h-11 w-full rounded-full px-4 dark:bg-zinc-900 ${quietFieldClass}`}
      />
      {forward.error ? (
        <p role="alert" className="mt-3 text-red-700 dark:text-red-400">
          {t('chat.actionFailed', { reason: forward.error.message })}
        </p>
      ) : null}
      {list.isPending ? (
        <p role="status" className="mt-3 text-zinc-700 dark:text-zinc-300">
          {t('chat.loadingList')}
        </p>
      ) : targets.length === 0 ? (
        <p className="mt-3 text-zinc-700 dark:text-zinc-300">{t('chat.forwardNone')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-0.5" aria-label={t('chat.conversations')}>
          {targets.map((conversation) => (
            <li key={conversation.id}>
              <button
                type="button"
                disabled={forward.isPending}
                onClick={() => {
                  send(conversation)
                }}
                className="flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-50 dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
              >
                <ConversationAvatar conversation={conversation} />
                <span className="min-w-0 truncate font-semibold">
                  {conversationTitle(conversation)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </ChatDialog>
  )
}
