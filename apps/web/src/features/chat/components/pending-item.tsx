import { t } from '../../../lib/i18n/t.ts'
import type { PendingMessage } from '../chat-dispatch.ts'
import { useSendMessage } from '../messages-api.ts'
import { MessageBody } from './message-body.tsx'
import { QuoteLines } from '../replies/reply-quote.tsx'

/**
 * A message on its way, waiting on the device for the network (decision 084), or not sent,
 * with Retry that reuses its clientId, and Discard.
 */
export function PendingItem({
  pending,
  conversationId,
}: {
  pending: PendingMessage
  conversationId: number
}) {
  const { retry, discard } = useSendMessage(conversationId)
  const failed = pending.status === 'failed'
  return (
    <li className="flex flex-col items-end" data-pending={pending.status}>
      <div className="max-w-[85%] rounded-2xl bg-school px-3.5 py-2 break-words whitespace-pre-wrap text-on-school opacity-80 md:max-w-[70%]">
        {pending.replyTo ? (
          <span className="mb-1.5 block rounded-lg border-l-4 border-on-school/70 bg-black/15 px-2.5 py-1.5 text-sm">
            <QuoteLines quote={pending.replyTo} />
          </span>
        ) : null}
        <MessageBody body={pending.body} own mentions={pending.mentions} />
        {pending.fileNames.map((name) => (
          <span key={name} className="block text-sm">
            {t('chat.attachmentPreview', { name })}
          </span>
        ))}
      </div>
      {failed ? (
        <span
          role="alert"
          className="flex items-center gap-2 px-3 pt-0.5 text-xs text-red-700 dark:text-red-400"
        >
          {t('chat.notSent')}
          <button type="button" className="font-semibold underline" onClick={() => retry(pending)}>
            {t('chat.retrySend')}
          </button>
          <button type="button" className="underline" onClick={() => discard(pending.clientId)}>
            {t('chat.discard')}
          </button>
        </span>
      ) : pending.status === 'queued' ? (
        <span className="flex items-center gap-2 px-3 pt-0.5 text-xs text-zinc-700 dark:text-zinc-300">
          {t('chat.queued')}
          <button type="button" className="underline" onClick={() => discard(pending.clientId)}>
            {t('chat.discard')}
          </button>
        </span>
      ) : (
        <span className="px-3 pt-0.5 text-xs text-zinc-600 dark:text-zinc-400">
          {t('chat.sending')}
        </span>
      )}
    </li>
  )
}
