import type { Conversation } from '@quad/shared'
import { Icon } from '../../../components/icon.tsx'
import { ChatAvatar } from './chat-avatar.tsx'
import { ChatIcon } from './chat-icon.tsx'

/** A 1:1 shows the other student; a group shows a group icon; a channel `#` or a megaphone. */
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
  if (conversation.channel) {
    return (
      <span
        aria-hidden="true"
        className={`${size === 'md' ? 'size-12' : 'size-9'} grid shrink-0 place-items-center rounded-xl ${conversation.channel.archived ? 'bg-zinc-200 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300' : 'bg-school text-on-school'}`}
      >
        <ChatIcon
          name={conversation.channel.posting === 'officers' ? 'megaphone' : 'hash'}
          className="size-5"
        />
      </span>
    )
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
