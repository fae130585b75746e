import type { PrivateField, Visibility } from '@quad/shared'
import { useRef, useState } from 'react'
import { isHttpError } from '../../lib/http/http.ts'
import { alert } from '../../lib/alerts/alert.ts'
import { t } from '../../lib/i18n/t.ts'
import { toast } from '../../lib/toasts/toast.ts'
import { useSaveProfile } from './api.ts'
import { firstErrorField, mapIssues, type FieldErrors, type FormFieldName } from './form-errors.ts'
import { validateForm } from './form-validation.ts'
import { hasChanges, toProfileUpdate, type ProfileFormValues } from './profile-form.ts'

/** The order fields appear in, so focus lands on the first one the owner must fix. */
const FIELD_ORDER: readonly FormFieldName[] = [
  'genderPronoun',
  'yearOfGraduation',
  'bio',
  'visibility.bio',
  'companyName',
  'workTitle',
  'visibility.job',
  'languages',
  'visibility.languages',
  'lookingFor',
  'visibility.lookingFor',
  'industries',
  'visibility.industries',
  'interests',
  'visibility.interests',
  'sports',
  'visibility.sports',
  'visibility.email',
  'phoneMobile',
  'phoneHome',
  'phoneWork',
  'visibility.phones',
  'addressLines',
  'city',
  'state',
  'zipcode',
  'country',
  'visibility.address',
  'showInDirectory',
  'visitableProfile',
  'visibility.experiences',
  'visibility.badges',
]

export interface ProfileFormApi {
  values: ProfileFormValues
  errors: FieldErrors
  set: <K extends Exclude<keyof ProfileFormValues, 'visibility'>>(
    field: K,
    value: ProfileFormValues[K],
  ) => void
  setVisibility: (group: PrivateField, value: Visibility) => void
}

export function useProfileForm(initial: ProfileFormValues) {
  const [saved, setSaved] = useState(initial)
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [otherErrors, setOtherErrors] = useState<string[]>([])
  /** Bumped by Discard: remounts the fields, so the uncontrolled bio editor starts over too. */
  const [version, setVersion] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const save = useSaveProfile()

  const clearError = (field: FormFieldName) => {
    setErrors((previous) => ({ ...previous, [field]: undefined }))
  }
  const form: ProfileFormApi = {
    values,
    errors,
    set: (field, value) => {
      setValues((previous) => ({ ...previous, [field]: value }))
      clearError(field)
    },
    setVisibility: (group, value) => {
      setValues((previous) => ({
        ...previous,
        visibility: { ...previous.visibility, [group]: value },
      }))
      clearError(`visibility.${group}`)
    },
  }

  const showErrors = (fields: FieldErrors, other: string[]) => {
    setErrors(fields)
    setOtherErrors(other)
    const first = firstErrorField(fields, FIELD_ORDER)
    // Focus the first field to fix; its message is tied to it by aria-describedby.
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
  }

  const submit = () => {
    const invalid = validateForm(values)
    if (Object.keys(invalid).length > 0) return showErrors(invalid, [])
    const update = toProfileUpdate(values, saved)
    if (Object.keys(update).length === 0) return void toast(t('settings.noChanges'))
    const submitted = values
    save.mutate(update, {
      onSuccess: () => {
        // What was typed during the save stays unsaved; what was sent is now the baseline.
        setSaved(submitted)
        showErrors({}, [])
        toast(t('settings.saved'), { type: 'Success' })
      },
      onError: (error) => {
        const issues = isHttpError(error, 400) ? error.body?.error.issues : undefined
        if (issues && issues.length > 0) {
          const mapped = mapIssues(issues)
          return showErrors(mapped.fields, mapped.other)
        }
        alert({ type: 'Error', message: t('settings.saveFailed', { reason: error.message }) })
      },
    })
  }

  const discard = () => {
    setValues(saved)
    setVersion((previous) => previous + 1)
    showErrors({}, [])
  }

  return {
    form,
    formRef,
    version,
    savedBio: saved.bio,
    otherErrors,
    isDirty: hasChanges(values, saved),
    isSaving: save.isPending,
    submit,
    discard,
  }
}
