import type { ChatMessage, Conversation } from '@quad/shared'
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { PendingList } from '../chat-dispatch.ts'
import { chatKeys } from '../chat-keys.ts'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { loadOlderMessages, messagesQuery, participantsQuery } from '../api.ts'
import { firstUnreadId, messageRows, seenMessageId } from '../message-rows.ts'
import { CHAT_MESSAGE, queuedIn, withQueued } from '../offline-queue.ts'
import { useOutbox } from '../../../lib/offline/outbox-store.ts'
import { useMarkRead } from '../use-mark-read.ts'
import { useScrollAnchor } from '../use-scroll-anchor.ts'
import { DaySeparator, UnreadDivider } from './day-separator.tsx'
import { MessageDialogs, type MessageDialog } from './message-dialogs.tsx'
import { MessageItem } from './message-item.tsx'
import { PendingItem } from './pending-item.tsx'
import { RetryAlert } from './retry-alert.tsx'
import { personName } from '../conversation-text.ts'
import { ReactionDialog } from '../reactions/reaction-dialog.tsx'
import { shownReactions } from '../reactions/shown-reactions.ts'
import { useReactions } from '../reactions/use-reactions.ts'
import { currentQuote } from '../replies/quote.ts'
import { pinsQuery, useSetPinned } from '../pins/pins-api.ts'
import { jumpTo } from '../replies/jump-to.ts'
import { ForwardDialog } from '../forward/forward-dialog.tsx'
import { followedThreadsQuery } from '../threads/threads-api.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useRemovePreview } from '../messages-api.ts'

interface MessageListProps {
  conversation: Conversation
  selfUid: string
  editing: number | null
  onEdit: (messageId: number | null) => void
  onReply: (message: ChatMessage) => void
  /** One thread's messages (decision 096): its starter, then its replies. */
  thread?: number | undefined
  /** Opens a message's thread; absent where there are none (a 1:1, a thread itself). */
  onOpenThread?: ((rootId: number) => void) | undefined
}

/** Unread messages beyond which "Jump to first unread" is offered (about a screen's worth). */
const JUMP_AFTER = 8

/** Loads older messages when the reader scrolls within this many pixels of the top. */
const LOAD_OLDER_PX = 200

/** The history: day separators, bubbles, optimistic sends, "Seen", older pages on scroll up. */
export function MessageList({
  conversation,
  selfUid,
  editing,
  onEdit,
  onReply,
  thread,
  onOpenThread,
}: MessageListProps) {
  const queryClient = useQueryClient()
  const id = conversation.id
  const store = useQuery(messagesQuery(queryClient, id, thread))
  const outbox = useQuery<PendingList>({ queryKey: chatKeys.outbox(id), queryFn: skipToken })
  const items = store.data?.items ?? []
  // Names: the other student's read pointer in a 1:1, who reacted anywhere.
  const participants = useQuery({
    ...participantsQuery(id),
    enabled: conversation.kind === 'direct' || items.some((item) => item.reactions.length > 0),
  })
  const [older, setOlder] = useState<'idle' | 'loading' | 'failed'>('idle')
  const [dialog, setDialog] = useState<MessageDialog | null>(null)
  const [reactingTo, setReactingTo] = useState<ChatMessage | null>(null)
  const [forwarding, setForwarding] = useState<ChatMessage | null>(null)
  const [highlighted, setHighlighted] = useState<number | null>(null)
  // Where the student had read to on opening: "New messages" stays there while they read on.
  // A thread opens at its end, its new replies counted on its starter instead.
  const [readOnOpen] = useState(thread === undefined ? conversation.lastReadMessageId : 0)
  // The threads the student follows here with replies they have not read.
  const followed = useQuery({ ...followedThreadsQuery(id), enabled: onOpenThread !== undefined })
  const threadUnread = new Map(followed.data?.items.map((item) => [item.rootId, item.unread]))
  const [jumpedToUnread, setJumpedToUnread] = useState(false)
  const reactions = useReactions()
  // Which messages are pinned (issue 35 item 5): asked only where there are pins or may be.
  const pins = useQuery({
    ...pinsQuery(id),
    enabled: conversation.canPin || conversation.pinnedCount > 0,
  })
  const pinnedIds = new Set(pins.data?.items.map((pin) => pin.message.id))
  const setPinned = useSetPinned(id)
  const removePreview = useRemovePreview(id)
  const scrollRef = useRef<HTMLDivElement>(null)

  const pending = withQueued(outbox.data ?? [], queuedIn(useOutbox(CHAT_MESSAGE), id)).filter(
    (item) =>
      thread === undefined
        ? !item.thread || item.thread.alsoInConversation
        : item.thread?.id === thread,
  )
  const scroll = useScrollAnchor(scrollRef, items[0]?.id, items.at(-1)?.id, pending.length)
  useMarkRead(conversation, items.at(-1)?.id ?? null, thread)

  const hasOlder = store.data?.nextBefore != null
  const loadOlder = () => {
    if (!hasOlder || older === 'loading') return
    scroll.rememberPosition()
    setOlder('loading')
    loadOlderMessages(queryClient, id, thread).then(
      () => {
        setOlder('idle')
      },
      () => {
        setOlder('failed')
      },
    )
  }

  const unreadFrom = readOnOpen > 0 ? firstUnreadId(items, selfUid, readOnOpen) : null
  const other = participants.data?.items.find((item) => item.person.uid !== selfUid)
  const nameOf = (uid: string) => {
    const person =
      participants.data?.items.find((item) => item.person.uid === uid)?.person ??
      items.find((item) => item.sender.uid === uid)?.sender
    return person ? personName(person) : undefined
  }
  const reactionsOf = (message: ChatMessage) =>
    shownReactions(message.reactions, reactions.pending.get(message.id), selfUid)
  /** The emoji the student has given on a message, as held now (a live change may have come). */
  const mineOn = (message: ChatMessage) =>
    reactionsOf(items.find((item) => item.id === message.id) ?? message)
      .filter((reaction) => reaction.uids.includes(selfUid))
      .map((reaction) => reaction.emoji)
  const seenId = seenMessageId(items, selfUid, other?.lastReadMessageId ?? null)
  const actions = {
    onEdit: (message: ChatMessage) => {
      onEdit(message.id)
    },
    onDelete: (message: ChatMessage) => {
      setDialog({ kind: 'delete', message })
    },
    onDeleteForMe: (message: ChatMessage) => {
      setDialog({ kind: 'deleteForMe', message })
    },
    onReport: (message: ChatMessage) => {
      setDialog({ kind: 'report', message })
    },
    onReact: reactions.toggle,
    onAddReaction: setReactingTo,
    onReply,
    onJump: (messageId: number) => {
      jumpAndMark(messageId)
    },
    onForward: setForwarding,
    onOpenThread,
    onRemovePreview: (message: ChatMessage) => {
      removePreview.mutate(message.id, {
        onSuccess: () => toast(t('chat.previewRemoved'), { type: 'Success' }),
        onError: (error) =>
          toast(t('chat.actionFailed', { reason: error.message }), { type: 'Error' }),
      })
    },
    ...(conversation.canPin && {
      onPin: (message: ChatMessage, on: boolean) => {
        setPinned.mutate(
          { messageId: message.id, on },
          {
            onSuccess: () =>
              toast(t(on ? 'chat.pinnedDone' : 'chat.unpinnedDone'), { type: 'Success' }),
            onError: (error) =>
              toast(t('chat.actionFailed', { reason: error.message }), { type: 'Error' }),
          },
        )
      },
    }),
  }
  /** Brings a message into view and marks it for a moment (a quote pressed, Jump to first unread). */
  function jumpAndMark(messageId: number) {
    void jumpTo(queryClient, id, scrollRef.current, messageId, thread).then((found) => {
      if (!found) {
        toast(t('chat.originalGone'))
        return
      }
      setHighlighted(messageId)
      setTimeout(() => setHighlighted((held) => (held === messageId ? null : held)), 2000)
    })
  }

  // `?message=<id>` (a mention, its notification): that message, once the history is here.
  const [params, setParams] = useSearchParams()
  // A thread's view leaves it to the conversation's history.
  const target = thread === undefined ? Number(params.get('message') ?? '') || null : null
  const loaded = store.isSuccess
  useEffect(() => {
    if (!loaded || target === null) return
    setParams(
      (next) => {
        next.delete('message')
        return next
      },
      { replace: true },
    )
    jumpAndMark(target)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per target, when loaded
  }, [loaded, target])

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={thread === undefined ? t('chat.messagesLabel') : t('chat.threadMessagesLabel')}
      tabIndex={0}
      onScroll={(event) => {
        scroll.track()
        if (event.currentTarget.scrollTop < LOAD_OLDER_PX && older === 'idle') loadOlder()
      }}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus md:px-6"
    >
      {store.isPending ? (
        <p role="status" className="text-center text-zinc-700 dark:text-zinc-300">
          {t('chat.loadingMessages')}
        </p>
      ) : null}
      {store.isError ? (
        <RetryAlert message={t('chat.messagesError')} onRetry={() => void store.refetch()} />
      ) : null}
      {hasOlder ? (
        <div className="flex flex-col items-center gap-1 pb-3">
          {older === 'failed' ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t('chat.olderFailed')}
            </p>
          ) : null}
          <Button
            variant="secondary"
            className="!min-h-9 !py-1 text-sm"
            disabled={older === 'loading'}
            onClick={loadOlder}
          >
            {older === 'loading' ? t('chat.loadingOlder') : t('chat.loadOlder')}
          </Button>
        </div>
      ) : null}
      {store.isSuccess && !hasOlder && thread === undefined ? (
        <p className="pb-3 text-center text-sm text-zinc-700 dark:text-zinc-300">
          {items.length === 0 && pending.length === 0
            ? t('chat.emptyConversation')
            : t('chat.historyStart')}
        </p>
      ) : null}
      {unreadFrom !== null &&
      !jumpedToUnread &&
      items.filter((item) => item.id >= unreadFrom).length > JUMP_AFTER ? (
        <div className="sticky top-0 z-10 flex justify-center pb-2">
          <Button
            variant="secondary"
            className="!min-h-9 !py-1 text-sm shadow-sm"
            onClick={() => {
              setJumpedToUnread(true)
              jumpAndMark(unreadFrom)
            }}
          >
            {t('chat.jumpToUnread')}
          </Button>
        </div>
      ) : null}
      <ol className="flex flex-col gap-1">
        {messageRows(items, selfUid, conversation.kind !== 'direct', unreadFrom).map((row) =>
          row.kind === 'day' ? (
            <DaySeparator key={row.key} date={row.date} />
          ) : row.kind === 'unread' ? (
            <UnreadDivider key={row.key} />
          ) : (
            <MessageItem
              key={row.key}
              message={row.message}
              own={row.message.sender.uid === selfUid}
              showSender={row.showSender}
              seen={row.message.id === seenId}
              editing={editing === row.message.id}
              actions={actions}
              selfUid={selfUid}
              reactions={reactionsOf(row.message)}
              nameOf={nameOf}
              quote={row.message.replyTo && currentQuote(row.message.replyTo, items)}
              highlighted={highlighted === row.message.id}
              pinned={pinnedIds.has(row.message.id)}
              threadUnread={threadUnread.get(row.message.id) ?? 0}
            />
          ),
        )}
        {pending.map((item) => (
          <PendingItem key={item.clientId} pending={item} conversationId={id} />
        ))}
      </ol>
      <MessageDialogs conversationId={id} dialog={dialog} onClose={() => setDialog(null)} />
      <ForwardDialog message={forwarding} from={id} onClose={() => setForwarding(null)} />
      <ReactionDialog
        message={reactingTo}
        mine={reactingTo ? mineOn(reactingTo) : []}
        onPick={(message, emoji) => {
          reactions.toggle(message, emoji, !mineOn(message).includes(emoji))
        }}
        onClose={() => setReactingTo(null)}
      />
    </div>
  )
}
