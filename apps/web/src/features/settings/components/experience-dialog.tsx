import '../experience-messages.ts'
import {
  EXPERIENCE_DESCRIPTION_MAX,
  EXPERIENCE_TEXT_MAX,
  ExperienceInput,
  ExperienceKind,
  type Experience,
} from '@quad/shared'
import { useId, useState } from 'react'
import { FormDialogForm } from '../../../components/form-dialog-form.tsx'
import { Field, InputField, TextAreaField } from '../../../components/labelled-fields.tsx'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { experienceKindLabel } from '../../profile/index.ts'
import { useChangeExperiences } from '../experiences-api.ts'

interface ExperienceDialogProps {
  /** The entry to change; null to add one. */
  entry: Experience | null
  open: boolean
  onClose: () => void
}

interface Values {
  kind: ExperienceKind
  title: string
  organization: string
  startDate: string
  endDate: string
  ongoing: boolean
  description: string
}

const valuesOf = (entry: Experience | null): Values => ({
  kind: entry?.kind ?? 'work',
  title: entry?.title ?? '',
  organization: entry?.organization ?? '',
  startDate: entry?.startDate ?? '',
  endDate: entry?.endDate ?? '',
  ongoing: entry !== null && entry.endDate === null,
  description: entry?.description ?? '',
})

/** What the form sends: the shared schema's input (checked here first, then by the server). */
const inputOf = (values: Values): ExperienceInput => ({
  kind: values.kind,
  title: values.title,
  organization: values.organization,
  startDate: values.startDate,
  endDate: values.ongoing ? null : values.endDate,
  description: values.description.trim() ? values.description : null,
})

/** Adds or changes one experience entry (issue 36 item 4). */
export function ExperienceDialog({ entry, open, onClose }: ExperienceDialogProps) {
  const [values, setValues] = useState(() => valuesOf(entry))
  const [errors, setErrors] = useState<FormErrors>({})
  const change = useChangeExperiences()
  const ongoingId = useId()
  const set = (patch: Partial<Values>) => {
    setValues({ ...values, ...patch })
  }
  const save = async () => {
    const input = inputOf(values)
    const invalid = schemaErrors(ExperienceInput, input)
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    try {
      await change.mutateAsync(
        entry ? { kind: 'edit', id: entry.id, entry: input } : { kind: 'add', entry: input },
      )
      toast(t('settings.experienceSaved'), { type: 'Success' })
      onClose()
    } catch (error) {
      setErrors(serverErrors(error))
    }
  }
  return (
    <FormDialogForm
      open={open}
      title={entry ? t('settings.experienceEditTitle') : t('settings.experienceAdd')}
      onClose={onClose}
      labels={{
        close: t('settings.experienceClose'),
        cancel: t('settings.experienceCancel'),
        submit: t('settings.experienceSave'),
        busy: t('settings.experienceSaving'),
      }}
      busy={change.isPending}
      error={errors['form']}
      onSubmit={() => void save()}
    >
      <Field label={t('settings.experienceKind')} error={errors['kind']}>
        {(control) => (
          <select
            {...control}
            value={values.kind}
            onChange={(event) => {
              set({ kind: ExperienceKind.parse(event.target.value) })
            }}
            className={fieldControlClass}
          >
            {ExperienceKind.options.map((kind) => (
              <option key={kind} value={kind}>
                {experienceKindLabel(kind)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <InputField
        label={t('settings.experienceRole')}
        value={values.title}
        maxLength={EXPERIENCE_TEXT_MAX}
        required
        error={errors['title']}
        onChange={(event) => {
          set({ title: event.target.value })
        }}
      />
      <InputField
        label={t('settings.experienceOrganization')}
        value={values.organization}
        maxLength={EXPERIENCE_TEXT_MAX}
        required
        error={errors['organization']}
        onChange={(event) => {
          set({ organization: event.target.value })
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label={t('settings.experienceStart')}
          type="date"
          value={values.startDate}
          required
          error={errors['startDate']}
          onChange={(event) => {
            set({ startDate: event.target.value })
          }}
        />
        <InputField
          label={t('settings.experienceEnd')}
          type="date"
          value={values.ongoing ? '' : values.endDate}
          disabled={values.ongoing}
          min={values.startDate || undefined}
          error={errors['endDate']}
          onChange={(event) => {
            set({ endDate: event.target.value })
          }}
        />
      </div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={ongoingId}
          type="checkbox"
          checked={values.ongoing}
          onChange={(event) => {
            set({ ongoing: event.target.checked })
          }}
          className="size-5 accent-school"
        />
        <label htmlFor={ongoingId}>{t('settings.experienceOngoing')}</label>
      </div>
      <TextAreaField
        label={t('settings.experienceDescription')}
        value={values.description}
        maxLength={EXPERIENCE_DESCRIPTION_MAX}
        error={errors['description']}
        onChange={(event) => {
          set({ description: event.target.value })
        }}
      />
    </FormDialogForm>
  )
}
