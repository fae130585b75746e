import type { MessageInConversation } from '@quad/shared'
import { Link } from 'react-router'
import { t } from '../../../lib/i18n/t.ts'
import { personName } from '../conversation-text.ts'
import { listTime } from '../day-label.ts'
import { withBroadcast } from '../mentions/broadcast.ts'
import { ChatAvatar } from './chat-avatar.tsx'
import { MessageBody } from './message-body.tsx'

/**
 * A message found for the student (a mention of them, a search's match) with who said it
 * where and when; it opens its conversation at the message.
 */
export function FoundMessageRow({
  item: { message, conversation },
  selfUid,
  now,
  onOpen,
  caption,
}: {
  item: MessageInConversation
  selfUid: string
  now: Date
  /** Called as the link is followed (a dialog closes). */
  onOpen?: (() => void) | undefined
  /** What the row says above the text, instead of who said it where. */
  caption?: string | undefined
}) {
  const name = personName(message.sender)
  return (
    <li>
      <Link
        to={`/chat/${String(conversation.id)}?message=${String(message.id)}`}
        onClick={onOpen}
        className="flex items-start gap-3 rounded-xl px-3 py-2.5 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus dark:hover:bg-zinc-800/60 dark:focus-visible:outline-white"
      >
        <ChatAvatar {...message.sender} size="sm" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className="truncate font-semibold">
              {caption ??
                (conversation.name
                  ? t('chat.mentionIn', { name, where: conversation.name })
                  : t('chat.mentionInDirect', { name }))}
            </span>
            <span className="ml-auto shrink-0 text-xs text-zinc-600 dark:text-zinc-400">
              {listTime(new Date(message.createdAt), now)}
            </span>
          </span>
          <span className="line-clamp-2 text-sm text-zinc-800 dark:text-zinc-200">
            <MessageBody
              body={message.body}
              own={false}
              mentions={withBroadcast(message)}
              selfUid={selfUid}
              inLink
            />
          </span>
        </span>
      </Link>
    </li>
  )
}
