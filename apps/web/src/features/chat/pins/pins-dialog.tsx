import type { Conversation } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { t } from '../../../lib/i18n/t.ts'
import { ChatDialog } from '../components/chat-dialog.tsx'
import { FoundMessageRow } from '../components/found-message-row.tsx'
import { ListMessage, listPending } from '../components/list-message.tsx'
import { personName } from '../conversation-text.ts'
import { pinsQuery } from './pins-api.ts'

/**
 * A conversation's pinned messages (issue 35 item 5), the latest pin first, each with who
 * wrote it and who pinned it; one opens the history at the message and closes this.
 */
export function PinsDialog({
  conversation,
  selfUid,
  onClose,
}: {
  conversation: Conversation
  selfUid: string
  onClose: () => void
}) {
  const pins = useQuery(pinsQuery(conversation.id))
  const now = new Date()
  const where = { id: conversation.id, kind: conversation.kind, name: conversation.name }
  return (
    <ChatDialog open title={t('chat.pinnedTitle')} onClose={onClose}>
      <div className="-mx-4">
        {pins.isSuccess
          ? null
          : listPending(pins, { loading: t('chat.loadingPins'), error: t('chat.pinsError') })}
        {pins.isSuccess && pins.data.items.length === 0 ? (
          <ListMessage title={t('chat.pinsEmpty')} />
        ) : null}
        {pins.isSuccess && pins.data.items.length > 0 ? (
          <ul className="flex flex-col gap-0.5 px-2">
            {pins.data.items.map((pin) => {
              const name = personName(pin.message.sender)
              return (
                <FoundMessageRow
                  key={pin.message.id}
                  item={{ message: pin.message, conversation: where }}
                  selfUid={selfUid}
                  now={now}
                  onOpen={onClose}
                  caption={
                    pin.pinnedBy
                      ? t('chat.pinnedBy', { name, pinner: personName(pin.pinnedBy) })
                      : t('chat.pinnedByGone', { name })
                  }
                />
              )
            })}
          </ul>
        ) : null}
      </div>
    </ChatDialog>
  )
}
