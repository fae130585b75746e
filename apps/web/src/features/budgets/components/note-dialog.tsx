import { BUDGET_NOTE_MAX, BudgetReviewBody, type BudgetRequest } from '@quad/shared'
import { useState } from 'react'
import { FormDialogForm } from '../../../components/form-dialog-form.tsx'
import { TextAreaField } from '../../../components/labelled-fields.tsx'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useReviewBudget } from '../api.ts'

/**
 * Return a waiting request to its club, or reject it, with the note its officers read
 * (decision 109: both need one), checked by the shared `BudgetReviewBody`. The parent
 * mounts it per request and opening.
 */
export function NoteDialog({
  subject,
  onClose,
}: {
  subject: { request: BudgetRequest; decision: 'return' | 'reject' } | null
  onClose: () => void
}) {
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<FormErrors>({})
  const review = useReviewBudget()
  const returning = subject?.decision === 'return'
  const title = subject?.request.title ?? ''
  const submit = async () => {
    if (!subject) return
    const body = { decision: subject.decision, stage: subject.request.stage, note }
    const invalid = schemaErrors(BudgetReviewBody, body)
    setErrors(invalid['note'] ? { note: t('budgetQueue.noteMissing') } : invalid)
    if (Object.keys(invalid).length > 0) return
    try {
      await review.mutateAsync({ requestId: subject.request.id, body })
      toast(t(returning ? 'budgetQueue.returned' : 'budgetQueue.rejected', { title }))
      onClose()
    } catch (error) {
      setErrors(serverErrors(error))
    }
  }
  return (
    <FormDialogForm
      open={subject !== null}
      title={t(returning ? 'budgetQueue.noteTitleReturn' : 'budgetQueue.noteTitleReject', {
        title,
      })}
      onClose={onClose}
      labels={{
        close: t('budgets.close'),
        cancel: t('budgets.cancel'),
        submit: t(returning ? 'budgetQueue.return' : 'budgetQueue.reject'),
        busy: t('budgets.sending'),
      }}
      busy={review.isPending}
      error={errors['form']}
      onSubmit={() => void submit()}
    >
      <TextAreaField
        label={t('budgetQueue.note')}
        hint={t(returning ? 'budgetQueue.noteHintReturn' : 'budgetQueue.noteHintReject')}
        maxLength={BUDGET_NOTE_MAX}
        value={note}
        error={errors['note']}
        onChange={(changed) => {
          setNote(changed.target.value)
        }}
      />
    </FormDialogForm>
  )
}
