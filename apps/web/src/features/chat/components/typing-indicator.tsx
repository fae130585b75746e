import type { Conversation } from '@quad/shared'
import { skipToken, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { TypingState } from '../chat-dispatch.ts'
import { chatKeys } from '../chat-keys.ts'
import { t } from '../../../lib/i18n/t.ts'

/** "Jonah is typing…" while a typing frame is fresh (TYPING_VISIBLE_MS). */
export function TypingIndicator({ conversation }: { conversation: Conversation }) {
  const { data } = useQuery<TypingState>({
    queryKey: chatKeys.typing(conversation.id),
    queryFn: skipToken,
  })
  const [now, setNow] = useState(() => Date.now())
  const typing = Object.entries(data ?? {}).filter(([, until]) => until > now)
  const nextExpiry = Math.min(...typing.map(([, until]) => until))
  useEffect(() => {
    if (!Number.isFinite(nextExpiry)) return
    const timer = setTimeout(
      () => {
        setNow(Date.now())
      },
      nextExpiry - Date.now() + 50,
    )
    return () => {
      clearTimeout(timer)
    }
  }, [nextExpiry])

  const names = typing.map(
    ([uid]) => conversation.participants.find((p) => p.uid === uid)?.firstName ?? t('chat.someone'),
  )
  const text =
    names.length === 0
      ? ''
      : names.length === 1
        ? t('chat.typingOne', { name: names[0] ?? '' })
        : t('chat.typingMany')
  return (
    <p
      className="h-6 shrink-0 truncate px-4 text-sm text-zinc-700 italic md:px-6 dark:text-zinc-300"
      data-testid="typing-indicator"
    >
      {text}
    </p>
  )
}
