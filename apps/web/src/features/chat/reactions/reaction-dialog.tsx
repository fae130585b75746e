import { lazy, Suspense } from 'react'
import type { ChatMessage } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { ChatDialog } from '../components/chat-dialog.tsx'

const ReactionPicker = lazy(() =>
  import('./reaction-picker.tsx').then((module) => ({ default: module.ReactionPicker })),
)

interface ReactionDialogProps {
  /** The message being reacted to; null when closed. */
  message: ChatMessage | null
  mine: readonly string[]
  onPick: (message: ChatMessage, emoji: string) => void
  onClose: () => void
}

/** "Add a reaction": the picker in a dialog; its code and Unicode's list load on first open. */
export function ReactionDialog({ message, mine, onPick, onClose }: ReactionDialogProps) {
  return (
    <ChatDialog open={message !== null} title={t('chat.addReaction')} onClose={onClose}>
      <Suspense
        fallback={
          <p role="status" className="text-zinc-700 dark:text-zinc-300">
            {t('chat.loadingEmoji')}
          </p>
        }
      >
        {message ? (
          <ReactionPicker
            mine={mine}
            onPick={(emoji) => {
              onPick(message, emoji)
              onClose()
            }}
          />
        ) : null}
      </Suspense>
    </ChatDialog>
  )
}
