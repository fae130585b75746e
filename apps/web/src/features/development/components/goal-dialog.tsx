import '../messages.ts'
import { GOAL_DETAIL_MAX, GOAL_TITLE_MAX, GoalInput, type Goal } from '@quad/shared'
import { useState } from 'react'
import { FormDialogForm } from '../../../components/form-dialog-form.tsx'
import { InputField, TextAreaField } from '../../../components/labelled-fields.tsx'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useChangeDevelopment } from '../api.ts'

interface GoalDialogProps {
  /** The goal to change; null to add one. */
  goal: Goal | null
  open: boolean
  onClose: () => void
}

/** What the form sends: the shared schema's input, keywords split at commas. */
function inputOf(
  values: { title: string; detail: string; keywords: string; targetDate: string },
  done: boolean,
): GoalInput {
  return {
    title: values.title,
    detail: values.detail.trim() ? values.detail : null,
    keywords: values.keywords
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
    targetDate: values.targetDate || null,
    done,
  }
}

/** Adds or changes one goal (issue 36 item 5): checked with the server's own schema first. */
export function GoalDialog({ goal, open, onClose }: GoalDialogProps) {
  const [values, setValues] = useState({
    title: goal?.title ?? '',
    detail: goal?.detail ?? '',
    keywords: goal?.keywords.join(', ') ?? '',
    targetDate: goal?.targetDate ?? '',
  })
  const [errors, setErrors] = useState<FormErrors>({})
  const change = useChangeDevelopment()
  const set = (patch: Partial<typeof values>) => {
    setValues({ ...values, ...patch })
  }
  const save = async () => {
    const input = inputOf(values, goal?.done ?? false)
    const invalid = schemaErrors(GoalInput, input)
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    try {
      await change.mutateAsync(
        goal ? { kind: 'edit', id: goal.id, goal: input } : { kind: 'add', goal: input },
      )
      toast(t('development.saved'), { type: 'Success' })
      onClose()
    } catch (error) {
      setErrors(serverErrors(error))
    }
  }
  return (
    <FormDialogForm
      open={open}
      title={goal ? t('development.editGoal') : t('development.addGoal')}
      onClose={onClose}
      labels={{
        close: t('development.close'),
        cancel: t('development.cancel'),
        submit: t('development.save'),
        busy: t('development.saving'),
      }}
      busy={change.isPending}
      error={errors['form']}
      onSubmit={() => void save()}
    >
      <InputField
        label={t('development.goalTitle')}
        value={values.title}
        maxLength={GOAL_TITLE_MAX}
        required
        error={errors['title']}
        onChange={(event) => {
          set({ title: event.target.value })
        }}
      />
      <InputField
        label={t('development.goalKeywords')}
        hint={t('development.goalKeywordsHint')}
        value={values.keywords}
        error={errors['keywords']}
        onChange={(event) => {
          set({ keywords: event.target.value })
        }}
      />
      <InputField
        type="date"
        label={t('development.goalTarget')}
        value={values.targetDate}
        error={errors['targetDate']}
        onChange={(event) => {
          set({ targetDate: event.target.value })
        }}
      />
      <TextAreaField
        label={t('development.goalDetail')}
        value={values.detail}
        maxLength={GOAL_DETAIL_MAX}
        error={errors['detail']}
        onChange={(event) => {
          set({ detail: event.target.value })
        }}
      />
    </FormDialogForm>
  )
}
