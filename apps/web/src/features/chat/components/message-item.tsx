import type { ChatMessage, ChatReaction, ChatReplyTo } from '@quad/shared'
import { useRef } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { MenuButton, type MenuAction } from '../../../components/menu-button.tsx'
import { personName } from '../conversation-text.ts'
import { formatTime } from '../day-label.ts'
import { Attachments } from './attachments.tsx'
import { MessageBody } from './message-body.tsx'
import { ChatIcon } from './chat-icon.tsx'
import { AddReactionButton } from '../reactions/add-reaction-button.tsx'
import { ReactionBar } from '../reactions/reaction-bar.tsx'
import { ReplyQuote } from '../replies/reply-quote.tsx'
import { withBroadcast } from '../mentions/broadcast.ts'
import { useLongPress } from '../actions/long-press.ts'
import { ThreadSummary } from '../threads/thread-summary.tsx'
import { LinkPreviewCard } from '../link-previews/link-preview-card.tsx'

export interface MessageActions {
  onEdit: (message: ChatMessage) => void
  onDelete: (message: ChatMessage) => void
  /** Asks to delete another's message for the student only (decision 095). */
  onDeleteForMe: (message: ChatMessage) => void
  onReport: (message: ChatMessage) => void
  /** Gives (`on`) or takes back one's reaction. */
  onReact: (message: ChatMessage, emoji: string, on: boolean) => void
  /** Opens the emoji picker for a message. */
  onAddReaction: (message: ChatMessage) => void
  /** Starts a reply to a message (issue 35 item 2). */
  onReply: (message: ChatMessage) => void
  /** Goes to a message in the history, loading older pages if need be. */
  onJump: (messageId: number) => void
  /** Opens Forward to… for a message (issue 35 item 10). */
  onForward: (message: ChatMessage) => void
  /** Removes the link preview of one's own message, for good (decision 097). */
  onRemovePreview: (message: ChatMessage) => void
  /** Pins (`on`) or unpins it (issue 35 item 5); absent where the student may not. */
  onPin?: ((message: ChatMessage, on: boolean) => void) | undefined
  /** Opens a thread by its starter (decision 096); absent in a 1:1 and in a thread's view. */
  onOpenThread?: ((rootId: number) => void) | undefined
}

interface MessageItemProps {
  message: ChatMessage
  own: boolean
  showSender: boolean
  seen: boolean
  editing: boolean
  actions: MessageActions
  selfUid: string
  /** Its reactions as shown now (the student's unanswered taps applied). */
  reactions: ChatReaction[]
  nameOf: (uid: string) => string | undefined
  /** The original it answers, as it reads now; null for none. */
  quote: ChatReplyTo | null
  /** Just jumped to: marked for a moment. */
  highlighted: boolean
  /** Pinned in its conversation. */
  pinned?: boolean
  /** Replies the student has not read in the thread it started (one they follow). */
  threadUnread?: number
}

/** Copies a message's text (issue 35 item 10), and says whether it worked. */
function copyText(text: string): void {
  navigator.clipboard.writeText(text).then(
    () => toast(t('chat.copied'), { type: 'Success' }),
    // A host page's frame may not allow the clipboard (permissions policy).
    () => toast(t('chat.copyFailed'), { type: 'Error' }),
  )
}

/** One message: own on the right in the school colour, others on the left; its menu beside it. */
export function MessageItem({
  message,
  own,
  showSender,
  seen,
  editing,
  actions,
  selfUid,
  reactions,
  nameOf,
  quote,
  highlighted,
  pinned = false,
  threadUnread = 0,
}: MessageItemProps) {
  const deleted = message.deletedAt !== null
  const { onOpenThread } = actions
  const reply = { id: 'reply', label: t('chat.reply'), onAction: () => actions.onReply(message) }
  // A thread starts on any message of a group or a channel but a thread's own reply.
  const inThread =
    onOpenThread && message.threadId === null
      ? [
          {
            id: 'thread',
            label: t('chat.replyInThread'),
            onAction: () => onOpenThread(message.id),
          },
        ]
      : []
  const copy = message.body
    ? [{ id: 'copy', label: t('chat.copyText'), onAction: () => copyText(message.body) }]
    : []
  const forward = {
    id: 'forward',
    label: t('chat.forward'),
    onAction: () => actions.onForward(message),
  }
  const { onPin } = actions
  const pin = onPin
    ? [
        {
          id: 'pin',
          label: pinned ? t('chat.unpin') : t('chat.pin'),
          onAction: () => onPin(message, !pinned),
        },
      ]
    : []
  const linkPreview = deleted ? null : message.linkPreview
  const removePreview = () => actions.onRemovePreview(message)
  const ownPreview =
    own && linkPreview
      ? [{ id: 'removePreview', label: t('chat.removePreview'), onAction: removePreview }]
      : []
  const menu: MenuAction[] = deleted
    ? []
    : own
      ? [
          reply,
          ...inThread,
          forward,
          ...copy,
          ...pin,
          ...ownPreview,
          { id: 'edit', label: t('chat.edit'), onAction: () => actions.onEdit(message) },
          { id: 'delete', label: t('chat.delete'), onAction: () => actions.onDelete(message) },
        ]
      : [
          reply,
          ...inThread,
          forward,
          ...copy,
          ...pin,
          { id: 'report', label: t('chat.report'), onAction: () => actions.onReport(message) },
          {
            id: 'deleteForMe',
            label: t('chat.deleteForMe'),
            onAction: () => actions.onDeleteForMe(message),
          },
        ]
  const time = new Date(message.createdAt)
  const itemRef = useRef<HTMLLIElement>(null)
  // A finger resting on the bubble opens its menu, as the "…" button does.
  const longPress = useLongPress(() => {
    const trigger = itemRef.current?.querySelector<HTMLButtonElement>('button[aria-haspopup]')
    if (!trigger) return
    // A small tick where the device can (Android); iOS has no vibration API.
    if ('vibrate' in navigator) navigator.vibrate(10)
    trigger.click()
  })
  return (
    <li
      ref={itemRef}
      className={
        `group flex flex-col rounded-xl transition-colors outline-none ${own ? 'items-end' : 'items-start'}` +
        (highlighted ? ' bg-school/10 dark:bg-school/20' : '')
      }
      data-message-id={message.id}
      tabIndex={-1}
    >
      {showSender ? (
        <span className="mt-2 mb-0.5 px-3 text-xs font-semibold text-zinc-700 dark:text-zinc-300">
          {personName(message.sender)}
        </span>
      ) : null}
      {pinned && !deleted ? (
        <span className="mt-1 flex items-center gap-1 px-3 text-xs font-semibold text-zinc-700 dark:text-zinc-300">
          <ChatIcon name="pin" className="size-3.5" />
          {t('chat.pinnedMark')}
        </span>
      ) : null}
      <div
        className={`flex max-w-[85%] items-center gap-1 md:max-w-[70%] ${own ? 'flex-row-reverse' : ''}`}
      >
        <div
          {...(menu.length > 0 ? longPress : {})}
          className={
            'min-w-0 rounded-2xl px-3.5 py-2 break-words whitespace-pre-wrap [-webkit-touch-callout:none] pointer-coarse:select-none ' +
            (deleted
              ? 'border border-zinc-300 italic text-zinc-700 dark:border-zinc-700 dark:text-zinc-300'
              : own
                ? 'bg-school text-on-school'
                : 'bg-zinc-100 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-50') +
            (editing ? ' ring-2 ring-focus ring-offset-2 dark:ring-white' : '')
          }
        >
          <span className="sr-only">
            {own ? t('chat.youSaid') : t('chat.someoneSaid', { name: message.sender.firstName })}
          </span>
          {message.threadId !== null && onOpenThread && !deleted ? (
            <button
              type="button"
              onClick={() => message.threadId !== null && onOpenThread(message.threadId)}
              className="mb-0.5 flex items-center gap-1 text-xs italic underline opacity-90"
            >
              <ChatIcon name="thread" className="size-3.5" />
              {t('chat.inThread')}
            </button>
          ) : null}
          {message.forwarded && !deleted ? (
            <span className="mb-0.5 flex items-center gap-1 text-xs italic opacity-80">
              <ChatIcon name="forward" className="size-3.5" />
              {t('chat.forwardedLabel')}
            </span>
          ) : null}
          {quote && !deleted ? (
            <ReplyQuote quote={quote} own={own} onJump={actions.onJump} />
          ) : null}
          {deleted ? (
            t('chat.deleted')
          ) : (
            <MessageBody
              body={message.body}
              own={own}
              mentions={withBroadcast(message)}
              selfUid={selfUid}
            />
          )}
          {!deleted && message.files.length > 0 ? (
            <Attachments files={message.files} own={own} />
          ) : null}
        </div>
        {menu.length > 0 ? (
          <div
            className={`flex items-center opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 has-aria-expanded:opacity-100 pointer-coarse:opacity-70 ${own ? 'flex-row-reverse' : ''}`}
          >
            <MenuButton look="compact" label={t('chat.messageMenu')} actions={menu} />
            <AddReactionButton onPress={() => actions.onAddReaction(message)} />
          </div>
        ) : null}
      </div>
      {linkPreview ? (
        <LinkPreviewCard
          message={{ ...message, linkPreview }}
          onRemove={own ? removePreview : undefined}
        />
      ) : null}
      {deleted ? null : (
        <ReactionBar
          reactions={reactions}
          selfUid={selfUid}
          own={own}
          nameOf={nameOf}
          onToggle={(emoji, on) => actions.onReact(message, emoji, on)}
        />
      )}
      <span className="px-3 pt-0.5 text-xs text-zinc-600 dark:text-zinc-400">
        <time dateTime={message.createdAt}>{formatTime(time)}</time>
        {message.editedAt && !deleted ? ` · ${t('chat.edited')}` : ''}
        {seen ? ` · ${t('chat.seen')}` : ''}
      </span>
      {message.thread && onOpenThread ? (
        <ThreadSummary
          thread={message.thread}
          unread={threadUnread}
          onOpen={() => onOpenThread(message.id)}
        />
      ) : null}
    </li>
  )
}
