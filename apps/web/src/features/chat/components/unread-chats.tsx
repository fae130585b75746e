import { useQuery } from '@tanstack/react-query'
import { TodayCard, TodayItem, todayState } from '../../../components/today-card.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { conversationsQuery } from '../api.ts'
import { conversationTitle, messageSummary } from '../conversation-text.ts'
import '../messages.ts'

const SHOWN = 3

/**
 * The home page's "Today" rail: conversations with unread messages (issue 16 item 4),
 * from the list the socket keeps current, muted ones left out as the badge leaves them.
 */
export function UnreadChats() {
  const list = useQuery(conversationsQuery(''))
  const unread = (list.data?.items ?? [])
    .filter((c) => c.unreadCount > 0 && !c.muted)
    .slice(0, SHOWN)
  return (
    <TodayCard
      title={t('chat.todayTitle')}
      href="/chat"
      linkLabel={t('chat.todayAll')}
      state={todayState(list, unread.length)}
      empty={t('chat.todayEmpty')}
      failed={t('chat.todayFailed')}
    >
      {unread.map((conversation) => (
        <TodayItem
          key={conversation.id}
          to={`/chat/${String(conversation.id)}`}
          title={`${conversationTitle(conversation)} (${String(conversation.unreadCount)})`}
          detail={conversation.lastMessage ? messageSummary(conversation.lastMessage) : ''}
        />
      ))}
    </TodayCard>
  )
}
