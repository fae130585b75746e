import { useQuery } from '@tanstack/react-query'
import type { ChatMessage } from '@quad/shared'
import { useState } from 'react'
import { isHttpError } from '../../../lib/http/http.ts'
import { t } from '../../../lib/i18n/t.ts'
import { ButtonLink } from '../../../components/button-link.tsx'
import { conversationQuery } from '../api.ts'
import { Composer } from './composer.tsx'
import { ConversationHeader } from './conversation-header.tsx'
import { ListMessage } from './list-message.tsx'
import { MessageList } from './message-list.tsx'
import { TypingIndicator } from './typing-indicator.tsx'

interface ConversationViewProps {
  id: number
  selfUid: string
}

/** One open conversation: header with its menu, history, who is typing, and the composer. */
export function ConversationView({ id, selfUid }: ConversationViewProps) {
  const conversation = useQuery(conversationQuery(id))
  /** The message being edited, shared by the history (Edit) and the composer (Up arrow). */
  const [editing, setEditing] = useState<number | null>(null)
  /** The message being answered (issue 35 item 2): Reply in its menu, shown in the composer. */
  const [replying, setReplying] = useState<ChatMessage | null>(null)
  // One at a time: starting an edit drops a reply being written, and the other way round.
  const edit = (messageId: number | null) => {
    setEditing(messageId)
    if (messageId !== null) setReplying(null)
  }
  const reply = (message: ChatMessage | null) => {
    setReplying(message)
    if (message) setEditing(null)
  }

  if (conversation.isPending) return <ListMessage title={t('chat.loadingConversation')} />
  // A failed background refetch (a server restart, a network blip) keeps the loaded
  // conversation on screen, and the draft in the composer; only a first load that fails
  // shows the error.
  if (conversation.isError && conversation.data === undefined) {
    const missing = isHttpError(conversation.error, 404) || isHttpError(conversation.error, 403)
    return (
      <ListMessage
        title={t('chat.conversationErrorTitle')}
        body={missing ? t('chat.conversationMissing') : t('chat.conversationError')}
      >
        <ButtonLink to="/chat" variant="secondary">
          {t('chat.backToList')}
        </ButtonLink>
      </ListMessage>
    )
  }
  const data = conversation.data
  return (
    <>
      <ConversationHeader conversation={data} selfUid={selfUid} />
      <MessageList
        conversation={data}
        selfUid={selfUid}
        editing={editing}
        onEdit={edit}
        onReply={reply}
      />
      <TypingIndicator conversation={data} />
      {data.channel && !data.channel.canPost ? (
        <p className="shrink-0 border-t border-zinc-200 px-4 py-4 text-center text-sm text-zinc-700 dark:border-zinc-800 dark:text-zinc-300">
          {data.channel.archived
            ? t('chat.channelArchivedNote')
            : t('chat.officersPost', { club: data.channel.club.name, name: data.name ?? '' })}
        </p>
      ) : (
        <Composer
          conversation={data}
          selfUid={selfUid}
          editing={editing}
          onEdit={edit}
          replying={replying}
          onReply={reply}
        />
      )}
    </>
  )
}
