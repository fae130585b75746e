import type { Conversation } from '@quad/shared'
import { Icon } from '../../../components/icon.tsx'
import { ChatAvatar } from './chat-avatar.tsx'

/** A 1:1 shows the other student; a group shows a group icon. */
export function ConversationAvatar({
  conversation,
  size = 'md',
}: {
  conversation: Conversation
  size?: 'sm' | 'md'
}) {
  const [other] = conversation.participants
  if (conversation.kind === 'direct' && other) {
    return <ChatAvatar {...other} size={size} online={conversation.online} />
  }
  return (
    <span
      aria-hidden="true"
      className={`${size === 'md' ? 'size-12' : 'size-9'} grid shrink-0 place-items-center rounded-full bg-school text-on-school`}
    >
      <Icon name="users" className="size-5" />
    </span>
  )
}
