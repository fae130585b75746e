import type { ThreadSummary as Summary } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { ChatAvatar } from '../components/chat-avatar.tsx'
import { ChatIcon } from '../components/chat-icon.tsx'
import { listTime } from '../day-label.ts'

interface ThreadSummaryProps {
  thread: Summary
  /** Replies the student has not read, in a thread they follow. */
  unread: number
  onOpen: () => void
}

/** Under a thread's starter: who replied, how many, how many new, when last; opens the thread. */
export function ThreadSummary({ thread, unread, onOpen }: ThreadSummaryProps) {
  const replies =
    thread.replies === 1
      ? t('chat.threadReply')
      : t('chat.threadReplies', { count: thread.replies })
  const last = t('chat.threadLast', { time: listTime(new Date(thread.lastReplyAt), new Date()) })
  const summary = [replies, unread > 0 ? t('chat.threadNew', { count: unread }) : '', last]
    .filter(Boolean)
    .join(', ')
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('chat.threadOpen', { summary })}
      className={`flex min-h-9 items-center gap-2 rounded-lg px-2 text-sm hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus dark:hover:bg-zinc-800 dark:focus-visible:outline-white`}
    >
      <ChatIcon name="thread" className="size-4 text-zinc-700 dark:text-zinc-300" />
      <span className="flex -space-x-1.5">
        {thread.people.map((person) => (
          <ChatAvatar key={person.uid} {...person} size="xs" />
        ))}
      </span>
      <span className="font-semibold text-zinc-900 underline-offset-2 group-hover:underline dark:text-zinc-50">
        {replies}
      </span>
      {unread > 0 ? (
        <span className="rounded-full bg-school px-2 py-0.5 text-xs font-semibold text-on-school">
          {t('chat.threadNew', { count: unread })}
        </span>
      ) : null}
      <span className="text-xs text-zinc-600 dark:text-zinc-400">{last}</span>
    </button>
  )
}
