import { EVENT_CANCEL_REASON_MAX, type EventScope } from '@quad/shared'
import { useId, useState } from 'react'
import { FormDialog } from '../../../components/form-dialog.tsx'
import { TextAreaField } from '../../../components/labelled-fields.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { ConfirmFooter } from './confirm-footer.tsx'
import { ScopeChoice } from './scope-dialog.tsx'

interface CancelDialogProps {
  open: boolean
  isRecurring: boolean
  isPending: boolean
  error: string
  onClose: () => void
  onConfirm: (choice: { reason: string; scope: EventScope }) => void
}

/** Cancelling a published event: attendees are told, with the reason given here. */
export function CancelDialog(props: CancelDialogProps) {
  const { open, isRecurring, isPending, error, onClose, onConfirm } = props
  const name = useId()
  const [reason, setReason] = useState('')
  const [scope, setScope] = useState<EventScope>('one')
  return (
    <FormDialog
      open={open}
      title={t('eventEditor.cancelTitle')}
      closeLabel={t('eventEditor.close')}
      onClose={onClose}
      footer={
        <ConfirmFooter
          confirmLabel={t('eventEditor.cancelConfirm')}
          isPending={isPending}
          onClose={onClose}
          onConfirm={() => {
            onConfirm({ reason, scope })
          }}
        />
      }
    >
      <div className="flex flex-col gap-4">
        <p>{t('eventEditor.cancelBody')}</p>
        <TextAreaField
          label={t('eventEditor.cancelReason')}
          maxLength={EVENT_CANCEL_REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value)
          }}
        />
        {isRecurring ? <ScopeChoice name={name} scope={scope} onChange={setScope} /> : null}
        {error ? (
          <p role="alert" className="font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    </FormDialog>
  )
}
