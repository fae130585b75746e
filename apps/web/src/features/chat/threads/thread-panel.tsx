import type { Conversation } from '@quad/shared'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Icon } from '../../../components/icon.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { messagesQuery } from '../api.ts'
import { conversationTitle } from '../conversation-text.ts'
import { Composer } from '../components/composer.tsx'
import { MessageList } from '../components/message-list.tsx'
import { useComposing } from '../use-composing.ts'

interface ThreadPanelProps {
  conversation: Conversation
  rootId: number
  selfUid: string
  onClose: () => void
}

/**
 * One thread (issue 35 item 2, decision 096): its starter and replies, a composer that
 * replies in it (and, when asked, in the conversation too). Beside the conversation on a
 * wide screen, in its place on a phone; `?thread=` in the address, so a notification and
 * the Back button lead here.
 */
export function ThreadPanel({ conversation, rootId, selfUid, onClose }: ThreadPanelProps) {
  const queryClient = useQueryClient()
  const store = useQuery(messagesQuery(queryClient, conversation.id, rootId))
  const starter = store.data?.items.find((message) => message.id === rootId)
  const { editing, replying, edit, reply } = useComposing()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const name = conversationTitle(conversation)
  // Opening a thread takes the reader there (on a phone, the conversation has gone).
  useEffect(() => {
    headingRef.current?.focus()
  }, [rootId])
  const canPost = !conversation.channel || conversation.channel.canPost
  return (
    <aside
      aria-label={t('chat.threadLabel', { name })}
      className="flex min-h-0 min-w-0 flex-1 flex-col border-zinc-200 lg:w-96 lg:flex-none lg:border-l dark:border-zinc-800"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && editing === null && replying === null) onClose()
      }}
    >
      <header className="flex min-h-16 shrink-0 items-center gap-2 border-b border-zinc-200 px-2 md:px-4 dark:border-zinc-800">
        <div className="min-w-0 flex-1 pl-2">
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
            {t('chat.threadTitle')}
          </h2>
          <p className="truncate text-sm text-zinc-700 dark:text-zinc-300">
            {t('chat.threadIn', { name })}
          </p>
        </div>
        <button
          type="button"
          aria-label={t('chat.closeThread')}
          onClick={onClose}
          className="grid size-11 place-items-center rounded-full hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
        >
          <Icon name="close" />
        </button>
      </header>
      <MessageList
        conversation={conversation}
        selfUid={selfUid}
        editing={editing}
        onEdit={edit}
        onReply={reply}
        thread={rootId}
      />
      {starter && !starter.deletedAt && canPost ? (
        <Composer
          conversation={conversation}
          selfUid={selfUid}
          editing={editing}
          onEdit={edit}
          replying={replying}
          onReply={reply}
          thread={starter}
        />
      ) : null}
    </aside>
  )
}
