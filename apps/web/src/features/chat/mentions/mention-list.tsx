import type { MentionedMessage } from '@quad/shared'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { ChatAvatar } from '../components/chat-avatar.tsx'
import { ListMessage, listPending } from '../components/list-message.tsx'
import { MessageBody } from '../components/message-body.tsx'
import { personName } from '../conversation-text.ts'
import { listTime } from '../day-label.ts'
import { mentionsQuery } from './mentions-api.ts'

/**
 * The chat list's Mentions (issue 35 item 3): every message that @mentions the student,
 * newest first; each opens its conversation at the message.
 */
export function MentionList({ selfUid }: { selfUid: string }) {
  const mentions = useInfiniteQuery(mentionsQuery)
  if (!mentions.isSuccess) {
    return listPending(mentions, {
      loading: t('chat.loadingList'),
      error: t('chat.mentionsError'),
    })
  }
  const items = mentions.data.pages.flatMap((page) => page.items)
  if (items.length === 0) {
    return <ListMessage title={t('chat.mentionsEmptyTitle')} body={t('chat.mentionsEmpty')} />
  }
  const now = new Date()
  return (
    <>
      <ul className="flex flex-col gap-0.5 px-2 pb-2">
        {items.map((item) => (
          <MentionRow key={item.message.id} item={item} selfUid={selfUid} now={now} />
        ))}
      </ul>
      {mentions.hasNextPage ? (
        <div className="flex justify-center px-4 pb-4">
          <Button
            variant="secondary"
            disabled={mentions.isFetchingNextPage}
            onClick={() => void mentions.fetchNextPage()}
          >
            {mentions.isFetchingNextPage ? t('chat.loadingMore') : t('chat.moreMentions')}
          </Button>
        </div>
      ) : null}
    </>
  )
}

function MentionRow({
  item: { message, conversation },
  selfUid,
  now,
}: {
  item: MentionedMessage
  selfUid: string
  now: Date
}) {
  const name = personName(message.sender)
  return (
    <li>
      <Link
        to={`/chat/${String(conversation.id)}?message=${String(message.id)}`}
        className="flex items-start gap-3 rounded-xl px-3 py-2.5 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus dark:hover:bg-zinc-800/60 dark:focus-visible:outline-white"
      >
        <ChatAvatar {...message.sender} size="sm" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className="truncate font-semibold">
              {conversation.name
                ? t('chat.mentionIn', { name, where: conversation.name })
                : t('chat.mentionInDirect', { name })}
            </span>
            <span className="ml-auto shrink-0 text-xs text-zinc-600 dark:text-zinc-400">
              {listTime(new Date(message.createdAt), now)}
            </span>
          </span>
          <span className="line-clamp-2 text-sm text-zinc-800 dark:text-zinc-200">
            <MessageBody
              body={message.body}
              own={false}
              mentions={message.mentions}
              selfUid={selfUid}
              inLink
            />
          </span>
        </span>
      </Link>
    </li>
  )
}
