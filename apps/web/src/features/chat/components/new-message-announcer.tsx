import { useEffect, useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { onIncomingMessage } from '../realtime.ts'
import { messageSummary } from '../conversation-text.ts'

/** A polite live region: "New message from Jonah: …" for each message from someone else. */
export function NewMessageAnnouncer({ selfUid }: { selfUid: string }) {
  const [text, setText] = useState('')
  useEffect(
    () =>
      onIncomingMessage((message) => {
        if (message.sender.uid === selfUid) return
        setText(
          t('chat.newMessageFrom', {
            name: message.sender.firstName,
            text: messageSummary(message),
          }),
        )
      }),
    [selfUid],
  )
  return (
    <div aria-live="polite" className="sr-only" data-testid="chat-announcer">
      {text}
    </div>
  )
}
