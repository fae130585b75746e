import { formatNumber } from '../../lib/i18n/format.ts'
import { t } from '../../lib/i18n/t.ts'
import { useChatUnread } from './use-chat-unread.ts'

/** The red count pill of the Chat link and the notification bell. */
export const countBadgeClass =
  'min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs leading-5 font-bold text-white'

/**
 * The count on the Chat link, hidden from screen readers: ChatUnreadLabel, placed after
 * the link's text, gives the link its name instead ("Chat, 3 unread").
 */
export function ChatUnreadBadge({ placement }: { placement: 'icon' | 'row' }) {
  const count = useChatUnread()
  if (count <= 0) return null
  return (
    <span
      aria-hidden="true"
      data-testid="chat-unread-badge"
      className={`${countBadgeClass} ${placement === 'icon' ? 'absolute -top-1 right-1' : 'ml-auto'}`}
    >
      {count > 99 ? '99+' : formatNumber(count)}
    </span>
  )
}

export function ChatUnreadLabel() {
  const count = useChatUnread()
  if (count <= 0) return null
  return <span className="sr-only">{t('chat.unreadLabel', { count: formatNumber(count) })}</span>
}
