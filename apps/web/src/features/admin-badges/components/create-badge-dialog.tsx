import { BadgeDefinitionInput, type BadgeCriterion, type BadgeIcon } from '@quad/shared'
import { useState } from 'react'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { FormDialogForm } from '../../../components/form-dialog-form.tsx'
import { Field, InputField, TextAreaField } from '../../../components/labelled-fields.tsx'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useCreateBadge } from '../api.ts'
import { IconPicker } from './icon-picker.tsx'

/** The kinds offered here (decisions 100, 102: the transcript evaluates its own). */
const KINDS = ['events_attended', 'clubs_joined', 'officer', 'transcript_category'] as const
type Kind = (typeof KINDS)[number]

const EMPTY = {
  name: '',
  description: '',
  points: '10',
  kind: 'events_attended' as Kind,
  count: '1',
  category: '',
}

function criterionOf(values: typeof EMPTY): BadgeCriterion {
  const count = Number(values.count)
  if (values.kind === 'officer') return { kind: 'officer' }
  if (values.kind === 'clubs_joined') return { kind: 'clubs_joined', count }
  if (values.kind === 'transcript_category') {
    return { kind: 'transcript_category', count, category: values.category }
  }
  return { kind: 'events_attended', count, category: values.category.trim() || null }
}

/** Define a badge: its look, points and criterion, checked by the shared schema first. */
export function CreateBadgeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState(EMPTY)
  const [icon, setIcon] = useState<BadgeIcon>('star')
  const [errors, setErrors] = useState<FormErrors>({})
  const create = useCreateBadge()
  const close = () => {
    setValues(EMPTY)
    setIcon('star')
    setErrors({})
    onClose()
  }
  const submit = async () => {
    const body = {
      name: values.name,
      description: values.description,
      icon,
      points: Number(values.points),
      criterion: criterionOf(values),
    }
    const invalid = schemaErrors(BadgeDefinitionInput, body)
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    try {
      const badge = await create.mutateAsync(body)
      toast(t('adminBadges.created', { name: badge.name }))
      close()
    } catch (error) {
      setErrors(serverErrors(error))
    }
  }
  const field = (name: Exclude<keyof typeof EMPTY, 'kind'>, error = errors[name]) => ({
    value: values[name],
    error,
    onChange: (event: { target: { value: string } }) => {
      setValues({ ...values, [name]: event.target.value })
    },
  })
  return (
    <FormDialogForm
      open={open}
      size="lg"
      title={t('adminBadges.createTitle')}
      onClose={close}
      labels={{
        close: t('adminBadges.close'),
        cancel: t('adminBadges.cancel'),
        submit: t('adminBadges.submit'),
        busy: t('adminBadges.saving'),
      }}
      busy={create.isPending}
      error={errors['form']}
      onSubmit={() => void submit()}
    >
      <InputField label={t('adminBadges.name')} {...field('name')} />
      <TextAreaField label={t('adminBadges.description')} {...field('description')} />
      <IconPicker value={icon} onChange={setIcon} error={errors['icon']} />
      <InputField
        label={t('adminBadges.pointsLabel')}
        type="number"
        inputMode="numeric"
        min={0}
        {...field('points')}
      />
      <Field label={t('adminBadges.criterion')} error={errors['criterion.kind']}>
        {(control) => (
          <select
            {...control}
            value={values.kind}
            className={fieldControlClass}
            onChange={(event) => {
              const kind = KINDS.find((k) => k === event.target.value) ?? 'events_attended'
              setValues({ ...values, kind })
            }}
          >
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`adminBadges.kind.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {values.kind === 'officer' ? null : (
        <InputField
          label={t('adminBadges.count')}
          type="number"
          inputMode="numeric"
          min={1}
          {...field('count', errors['criterion.count'])}
        />
      )}
      {values.kind === 'events_attended' ? (
        <InputField
          label={t('adminBadges.category')}
          hint={t('adminBadges.categoryHint')}
          {...field('category', errors['criterion.category'])}
        />
      ) : null}
      {values.kind === 'transcript_category' ? (
        <InputField
          label={t('adminBadges.transcriptCategory')}
          hint={t('adminBadges.transcriptCategoryHint')}
          {...field('category', errors['criterion.category'])}
        />
      ) : null}
    </FormDialogForm>
  )
}
