import { TranscriptEntryInput, type TranscriptEntry, type TranscriptSettings } from '@quad/shared'
import { useState } from 'react'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { FormDialogForm } from '../../../components/form-dialog-form.tsx'
import { Field, InputField, TextAreaField } from '../../../components/labelled-fields.tsx'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useSaveEntry } from '../api.ts'

const EMPTY = {
  title: '',
  category: '',
  organization: '',
  hours: '',
  startDate: '',
  endDate: '',
  description: '',
}
type Values = typeof EMPTY

function valuesOf(entry: TranscriptEntry | null): { values: Values; outcomes: string[] } {
  if (!entry) return { values: EMPTY, outcomes: [] }
  return {
    values: {
      title: entry.title,
      category: entry.category.uid,
      organization: entry.organization,
      hours: String(entry.hours),
      startDate: entry.startDate,
      endDate: entry.endDate ?? '',
      description: entry.description,
    },
    outcomes: entry.outcomes.map((o) => o.uid),
  }
}

/**
 * Add or edit an activity (volunteering, an award): checked by the shared schema, then by
 * the server, whose 400 lands on the same fields. Saved, it waits for staff's review.
 */
export function EntryDialog(props: {
  open: boolean
  entry: TranscriptEntry | null
  settings: TranscriptSettings
  onClose: () => void
}) {
  const initial = valuesOf(props.entry)
  const [values, setValues] = useState(initial.values)
  const [outcomes, setOutcomes] = useState(initial.outcomes)
  const [errors, setErrors] = useState<FormErrors>({})
  const save = useSaveEntry()
  const categories = props.settings.categories.filter((c) => !c.archived)
  const offered = props.settings.outcomes.filter((o) => !o.archived)
  const close = () => {
    setErrors({})
    props.onClose()
  }
  const submit = async () => {
    const body = {
      title: values.title,
      category: values.category,
      organization: values.organization,
      hours: values.hours.trim() === '' ? Number.NaN : Number(values.hours),
      startDate: values.startDate,
      endDate: values.endDate === '' ? null : values.endDate,
      description: values.description,
      outcomes,
    }
    const invalid = schemaErrors(TranscriptEntryInput, body)
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    try {
      const saved = await save.mutateAsync({ uid: props.entry?.uid ?? null, body })
      toast(t('transcript.saved', { title: saved.title }))
      close()
    } catch (error) {
      setErrors(serverErrors(error))
    }
  }
  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues({ ...values, [name]: event.target.value })
    },
  })
  return (
    <FormDialogForm
      open={props.open}
      size="lg"
      title={props.entry ? t('transcript.entryEditTitle') : t('transcript.entryTitle')}
      onClose={close}
      labels={{
        close: t('transcript.close'),
        cancel: t('transcript.cancel'),
        submit: t('transcript.save'),
        busy: t('transcript.saving'),
      }}
      busy={save.isPending}
      error={errors['form']}
      onSubmit={() => void submit()}
    >
      <InputField label={t('transcript.field.title')} {...field('title')} />
      <Field
        label={t('transcript.field.category')}
        error={errors['category']}
        hint={categories.length === 0 ? t('transcript.noCategories') : undefined}
      >
        {(control) => (
          <select
            {...control}
            value={values.category}
            className={fieldControlClass}
            onChange={(event) => {
              setValues({ ...values, category: event.target.value })
            }}
          >
            <option value="">{t('transcript.chooseCategory')}</option>
            {categories.map((c) => (
              <option key={c.uid} value={c.uid}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <InputField label={t('transcript.field.organization')} {...field('organization')} />
      <InputField
        label={t('transcript.field.hours')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.25}
        {...field('hours')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField label={t('transcript.field.startDate')} type="date" {...field('startDate')} />
        <InputField label={t('transcript.field.endDate')} type="date" {...field('endDate')} />
      </div>
      <TextAreaField label={t('transcript.field.description')} {...field('description')} />
      {offered.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">{t('transcript.field.outcomes')}</legend>
          {offered.map((o) => (
            <label key={o.uid} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={outcomes.includes(o.uid)}
                onChange={(event) => {
                  setOutcomes(
                    event.target.checked
                      ? [...outcomes, o.uid]
                      : outcomes.filter((uid) => uid !== o.uid),
                  )
                }}
              />
              {o.name}
            </label>
          ))}
        </fieldset>
      ) : null}
    </FormDialogForm>
  )
}
