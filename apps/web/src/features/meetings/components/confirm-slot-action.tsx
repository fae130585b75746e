import '../messages.ts'
import { useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useMeetingChange } from '../api.ts'

interface ConfirmSlotActionProps {
  slotUid: string
  /** Cancel a booking (the guest or host), or remove the slot (its host). */
  kind: 'cancel' | 'remove'
  /** The button's visible word, its accessible name, and the question asked first. */
  label: string
  accessibleLabel: string
  question: { title: string; body: string; confirm: string }
}

/** A slot's Cancel or Remove: asks first (it tells the other person), then says it is done. */
export function ConfirmSlotAction(props: ConfirmSlotActionProps) {
  const { slotUid, kind, label, accessibleLabel, question } = props
  const [asking, setAsking] = useState(false)
  const change = useMeetingChange()
  return (
    <>
      <Button
        variant="secondary"
        className="!min-h-11 !px-3 text-sm"
        aria-label={accessibleLabel}
        disabled={change.isPending}
        onClick={() => {
          setAsking(true)
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={question.title}
        body={question.body}
        confirmLabel={question.confirm}
        cancelLabel={t('meetings.keep')}
        onConfirm={() => {
          setAsking(false)
          change.mutate(
            { kind, slotUid },
            {
              onSuccess: () =>
                toast(t(kind === 'cancel' ? 'meetings.cancelled' : 'meetings.removed'), {
                  type: 'Success',
                }),
              onError: (error) =>
                toast(t('meetings.failed', { reason: error.message }), { type: 'Error' }),
            },
          )
        }}
        onCancel={() => {
          setAsking(false)
        }}
        onClosed={() => undefined}
      />
    </>
  )
}
