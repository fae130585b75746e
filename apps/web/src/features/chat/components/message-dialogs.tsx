import { REPORT_REASON_MAX, type ChatMessage } from '@quad/shared'
import { useId, useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { Button } from '../../../components/button.tsx'
import { messageSummary } from '../conversation-text.ts'
import { useDeleteMessage, useHideForMe, useReportMessage } from '../messages-api.ts'
import { ChatDialog } from './chat-dialog.tsx'
import { DialogActions } from './dialog-actions.tsx'
import { fieldControlClass } from '../../../components/field-styles.ts'

export type MessageDialog = { kind: 'delete' | 'deleteForMe' | 'report'; message: ChatMessage }

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
  const hide = useHideForMe(conversationId)
  const hideIt = () => {
    if (!message) return
    hide.mutate(message.id, {
      onSuccess: () => {
        close()
        toast(t('chat.deletedForMe'), { type: 'Success' })
      },
    })
  }
  const report = useReportMessage(conversationId)
  const close = () => {
    setReason('')
    remove.reset()
    hide.reset()
    report.reset()
    onClose()
  }
  const message = dialog?.message
  const error = remove.error ?? hide.error ?? report.error
  return (
    <>
      <ChatDialog open={dialog?.kind === 'delete'} title={t('chat.deleteTitle')} onClose={close}>
        <p className="text-zinc-700 dark:text-zinc-300">{t('chat.deleteBody')}</p>
        <Failure error={error} />
        <DialogActions onCancel={close} focusCancel>
          <Button variant="secondary" disabled={hide.isPending || !message} onClick={hideIt}>
            {t('chat.deleteForMe')}
          </Button>
          <Button
            disabled={remove.isPending || !message}
            onClick={() => message && remove.mutate(message.id, { onSuccess: close })}
          >
            {t('chat.deleteForEveryone')}
          </Button>
        </DialogActions>
      </ChatDialog>
      <ChatDialog
        open={dialog?.kind === 'deleteForMe'}
        title={t('chat.deleteForMeTitle')}
        onClose={close}
      >
        <p className="text-zinc-700 dark:text-zinc-300">{t('chat.deleteForMeBody')}</p>
        <Failure error={error} />
        <DialogActions onCancel={close} focusCancel>
          <Button disabled={hide.isPending || !message} onClick={hideIt}>
            {t('chat.deleteForMe')}
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

/** Why the last action failed, if it did. */
function Failure({ error }: { error: Error | null }) {
  if (!error) return null
  return (
    <p role="alert" className="mt-3 text-red-700 dark:text-red-400">
      {t('chat.actionFailed', { reason: error.message })}
    </p>
  )
}
