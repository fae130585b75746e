import type { Conversation } from '@quad/shared'
import { useState } from 'react'
import { Link } from 'react-router'
import { PinsDialog } from '../pins/pins-dialog.tsx'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { ChatIcon } from './chat-icon.tsx'
import { conversationTitle } from '../conversation-text.ts'
import { ConversationMenu } from './conversation-menu.tsx'
import { ConversationAvatar } from './group-avatar.tsx'

function subtitle(conversation: Conversation): string {
  const { channel } = conversation
  if (channel) {
    const of = t('chat.channelOf', {
      club: channel.club.name,
      count: formatNumber(conversation.participantCount),
    })
    return channel.archived ? `${of} · ${t('chat.archived')}` : of
  }
  if (conversation.kind === 'group')
    return t('chat.members', { count: formatNumber(conversation.participantCount) })
  return conversation.online ? t('chat.online') : ''
}

/** Back (below md), who the conversation is with, and its menu. */
export function ConversationHeader({
  conversation,
  selfUid,
}: {
  conversation: Conversation
  selfUid: string
}) {
  const sub = subtitle(conversation)
  const [pinsOpen, setPinsOpen] = useState(false)
  return (
    <header className="flex min-h-16 shrink-0 items-center gap-2 border-b border-zinc-200 px-2 md:px-4 dark:border-zinc-800">
      <Link
        to="/chat"
        aria-label={t('chat.back')}
        className="grid size-11 place-items-center rounded-full hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus md:hidden dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
      >
        <ChatIcon name="arrowLeft" />
      </Link>
      <ConversationAvatar conversation={conversation} size="sm" />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-lg font-semibold">{conversationTitle(conversation)}</h2>
        {sub || conversation.muted ? (
          <p className="truncate text-sm text-zinc-700 dark:text-zinc-300">
            {[sub, conversation.muted ? t('chat.muted') : ''].filter(Boolean).join(' · ')}
          </p>
        ) : null}
      </div>
      {conversation.pinnedCount > 0 ? (
        <button
          type="button"
          onClick={() => setPinsOpen(true)}
          aria-label={t('chat.pinnedButton', { count: formatNumber(conversation.pinnedCount) })}
          className="flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-2 text-sm font-semibold text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus dark:text-zinc-300 dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
        >
          <ChatIcon name="pin" className="size-5" />
          <span aria-hidden="true">{formatNumber(conversation.pinnedCount)}</span>
        </button>
      ) : null}
      <ConversationMenu conversation={conversation} selfUid={selfUid} />
      {pinsOpen ? (
        <PinsDialog
          conversation={conversation}
          selfUid={selfUid}
          onClose={() => setPinsOpen(false)}
        />
      ) : null}
    </header>
  )
}
