import type { Conversation } from '@quad/shared'
import { NavLink } from 'react-router'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { ChatIcon } from './chat-icon.tsx'
import { conversationTitle, lastMessagePreview } from '../conversation-text.ts'
import { listTime } from '../day-label.ts'
import { ConversationAvatar } from './group-avatar.tsx'
import { useDraft } from '../drafts.ts'

interface ConversationRowProps {
  conversation: Conversation
  selfUid: string
  now: Date
}

/** One conversation in the list: a link whose name says everything the row shows. */
export function ConversationRow({ conversation, selfUid, now }: ConversationRowProps) {
  const title = conversationTitle(conversation)
  const unread = conversation.unreadCount
  const time = conversation.lastMessage ? listTime(new Date(conversation.activityAt), now) : ''
  const draft = useDraft(conversation.id)
  return (
    <li>
      <NavLink
        to={`/chat/${String(conversation.id)}`}
        data-conversation-id={conversation.id}
        className={({ isActive }) =>
          'flex items-center gap-3 rounded-xl px-3 py-2.5 ' +
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white ' +
          (isActive
            ? 'bg-zinc-200 dark:bg-zinc-800'
            : 'hover:bg-zinc-100 dark:hover:bg-zinc-800/60')
        }
      >
        <ConversationAvatar conversation={conversation} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={`truncate ${unread > 0 ? 'font-bold' : 'font-semibold'}`}>
              {title}
            </span>
            {conversation.channel?.archived ? (
              <span className="shrink-0 rounded-full bg-zinc-200 px-2 text-xs font-semibold text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">
                {t('chat.archived')}
              </span>
            ) : null}
            {conversation.muted ? (
              <span className="text-zinc-600 dark:text-zinc-400" title={t('chat.muted')}>
                <ChatIcon name="bellOff" className="size-4" />
                <span className="sr-only">{t('chat.mutedLabel')}</span>
              </span>
            ) : null}
            <span className="ml-auto shrink-0 text-xs text-zinc-600 dark:text-zinc-400">
              {time}
            </span>
          </span>
          <span className="flex items-center gap-2">
            <span
              className={`truncate text-sm ${unread > 0 ? 'font-semibold text-zinc-900 dark:text-zinc-50' : 'text-zinc-600 dark:text-zinc-400'}`}
            >
              {conversation.online ? (
                <span className="sr-only">{t('chat.onlineLabel')}</span>
              ) : null}
              {draft ? (
                <>
                  <span className="font-semibold text-red-800 dark:text-red-300">
                    {t('chat.draft')}
                  </span>{' '}
                  {draft}
                </>
              ) : (
                lastMessagePreview(conversation, selfUid)
              )}
            </span>
            {conversation.unreadMentions > 0 || unread > 0 ? (
              <span className="ml-auto flex shrink-0 items-center gap-1">
                {conversation.unreadMentions > 0 ? (
                  <span
                    className="grid size-5 place-items-center rounded-full bg-amber-200 text-xs font-bold text-zinc-950"
                    title={t('chat.mentionedYou')}
                  >
                    <span aria-hidden="true">@</span>
                    <span className="sr-only">{t('chat.mentionedYouSr')}</span>
                  </span>
                ) : null}
                {unread > 0 ? (
                  <span className="rounded-full bg-school px-2 text-xs leading-5 font-bold text-on-school">
                    {formatNumber(unread)}
                    <span className="sr-only">{t('chat.unreadSr')}</span>
                  </span>
                ) : null}
              </span>
            ) : null}
          </span>
        </span>
      </NavLink>
    </li>
  )
}
