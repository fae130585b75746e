import { REPORT_REASON_MAX, type ChatMessage } from '@quad/shared'
import { useId, useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { Button } from '../../../components/button.tsx'
import { messageSummary } from '../conversation-text.ts'
import { useDeleteMessage, useReportMessage } from '../messages-api.ts'
import { ChatDialog } from './chat-dialog.tsx'
import { DialogActions } from './dialog-actions.tsx'
import { fieldControlClass } from '../../../components/field-styles.ts'

export type MessageDialog = { kind: 'delete' | 'report'; message: ChatMessage }

interface MessageDialogsProps {
  conversationId: number
  dialog: MessageDialog | null
  onClose: () => void
}

/** Delete (a question first) and report (with a reason) for one message. */
export function MessageDialogs({ conversationId, dialog, onClose }: MessageDialogsProps) {
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const remove = useDeleteMessage(conversationId)
  const report = useReportMessage(conversationId)
  const close = () => {
    setReason('')
    remove.reset()
    report.reset()
    onClose()
  }
  const message = dialog?.message
  const error = remove.error ?? report.error
  return (
    <>
      <ChatDialog open={dialog?.kind === 'delete'} title={t('chat.deleteTitle')} onClose={close}>
        <p className="text-zinc-700 dark:text-zinc-300">{t('chat.deleteBody')}</p>
        {error ? (
          <p role="alert" className="mt-3 text-red-700 dark:text-red-400">
            {t('chat.actionFailed', { reason: error.message })}
          </p>
        ) : null}
        <DialogActions onCancel={close} focusCancel>
          <Button
            disabled={remove.isPending || !message}
            onClick={() => message && remove.mutate(message.id, { onSuccess: close })}
          >
            {t('chat.delete')}
          </Button>
        </DialogActions>
      </ChatDialog>
      <ChatDialog open={dialog?.kind === 'report'} title={t('chat.reportTitle')} onClose={close}>
        <form
          method="post"
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            if (!message) return
            report.mutate(
              { messageId: message.id, reason: reason.trim() },
              {
                onSuccess: () => {
                  close()
                  toast(t('chat.reportDone'), { type: 'Success' })
                },
              },
            )
          }}
        >
          {message ? (
            <blockquote className="rounded-lg bg-zinc-100 px-3 py-2 text-sm dark:bg-zinc-800">
              {message.sender.firstName}: {messageSummary(message)}
            </blockquote>
          ) : null}
          <label htmlFor={reasonId} className="text-sm font-medium">
            {t('chat.reportReason')}
          </label>
          <textarea
            id={reasonId}
            value={reason}
            required
            rows={3}
            maxLength={REPORT_REASON_MAX}
            onChange={(event) => {
              setReason(event.target.value)
            }}
            className={fieldControlClass}
          />
          {error ? (
            <p role="alert" className="text-red-700 dark:text-red-400">
              {t('chat.actionFailed', { reason: error.message })}
            </p>
          ) : null}
          <DialogActions onCancel={close}>
            <Button type="submit" disabled={report.isPending || reason.trim().length === 0}>
              {t('chat.reportSend')}
            </Button>
          </DialogActions>
        </form>
      </ChatDialog>
    </>
  )
}
