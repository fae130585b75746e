import { EventReviewBody, EVENT_REVIEW_NOTE_MAX } from '@quad/shared'
import { useState } from 'react'
import { FormDialogForm } from '../../../components/form-dialog-form.tsx'
import { TextAreaField } from '../../../components/labelled-fields.tsx'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useReviewEvent } from '../approvals-api.ts'

/**
 * Return a waiting event to its officers with a note (decision 106), checked by the shared
 * `EventReviewBody`. The parent mounts it per event and opening.
 */
export function ReturnDialog({
  event,
  onClose,
}: {
  event: { id: string; title: string } | null
  onClose: () => void
}) {
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<FormErrors>({})
  const review = useReviewEvent()
  const submit = async () => {
    if (!event) return
    const body = { decision: 'return' as const, note }
    const invalid = schemaErrors(EventReviewBody, body)
    setErrors(invalid['note'] ? { note: t('eventApprovals.noteMissing') } : invalid)
    if (Object.keys(invalid).length > 0) return
    try {
      await review.mutateAsync({ id: event.id, body })
      toast(t('eventApprovals.returned', { title: event.title }))
      onClose()
    } catch (error) {
      setErrors(serverErrors(error))
    }
  }
  return (
    <FormDialogForm
      open={event !== null}
      title={t('eventApprovals.returnTitle', { title: event?.title ?? '' })}
      onClose={onClose}
      labels={{
        close: t('eventApprovals.close'),
        cancel: t('eventApprovals.cancel'),
        submit: t('eventApprovals.send'),
        busy: t('eventApprovals.sending'),
      }}
      busy={review.isPending}
      error={errors['form']}
      onSubmit={() => void submit()}
    >
      <TextAreaField
        label={t('eventApprovals.note')}
        hint={t('eventApprovals.noteHint')}
        maxLength={EVENT_REVIEW_NOTE_MAX}
        value={note}
        error={errors['note']}
        onChange={(changed) => {
          setNote(changed.target.value)
        }}
      />
    </FormDialogForm>
  )
}
