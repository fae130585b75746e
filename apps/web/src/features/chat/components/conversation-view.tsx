import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { isHttpError } from '../../../lib/http/http.ts'
import { t } from '../../../lib/i18n/t.ts'
import { ButtonLink } from '../../../components/button-link.tsx'
import { conversationQuery } from '../api.ts'
import { Composer } from './composer.tsx'
import { ConversationHeader } from './conversation-header.tsx'
import { ListMessage } from './list-message.tsx'
import { MessageList } from './message-list.tsx'
import { TypingIndicator } from './typing-indicator.tsx'
import { useComposing } from '../use-composing.ts'

/** A thread's view, loaded when a student first opens one (issue 32: secondary UI on demand). */
const ThreadPanel = lazy(() =>
  import('../threads/thread-panel.tsx').then(({ ThreadPanel }) => ({ default: ThreadPanel })),
)

interface ConversationViewProps {
  id: number
  selfUid: string
}

/** One open conversation: header with its menu, history, who is typing, and the composer. */
export function ConversationView({ id, selfUid }: ConversationViewProps) {
  const conversation = useQuery(conversationQuery(id))
  const { editing, replying, edit, reply } = useComposing()
  // The open thread (issue 35 item 2): in the address, so Back closes it on a phone.
  const [params, setParams] = useSearchParams()
  const openThread = Number(params.get('thread') ?? '') || null
  const showThread = (rootId: number) => {
    setParams((next) => {
      next.set('thread', String(rootId))
      return next
    })
  }
  const closeThread = () => {
    setParams(
      (next) => {
        next.delete('thread')
        return next
      },
      { replace: true },
    )
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
  // Threads are for groups and channels (decision 096), open by `?thread=`.
  const threads = data.kind !== 'direct'
  const open = threads ? openThread : null
  return (
    <div className="flex min-h-0 flex-1">
      <div className={`${open ? 'hidden lg:flex' : 'flex'} min-w-0 flex-1 flex-col`}>
        <ConversationHeader conversation={data} selfUid={selfUid} />
        <MessageList
          conversation={data}
          selfUid={selfUid}
          editing={editing}
          onEdit={edit}
          onReply={reply}
          onOpenThread={threads ? showThread : undefined}
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
      </div>
      {open ? (
        <Suspense fallback={<ListMessage title={t('chat.loadingThread')} />}>
          <ThreadPanel
            key={open}
            conversation={data}
            rootId={open}
            selfUid={selfUid}
            onClose={closeThread}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
