import { useRef, useState } from 'react'
import { isHttpError } from '../../lib/http/http.ts'
import { alert } from '../../lib/alerts/alert.ts'
import { t } from '../../lib/i18n/t.ts'
import { useChangePassword } from './api.ts'
import { firstErrorField } from './form-errors.ts'
import {
  EMPTY_PASSWORDS,
  PASSWORD_FIELDS,
  passwordErrorsFrom,
  validatePasswords,
  type PasswordErrors,
  type PasswordField,
} from './password-form.ts'

/** The change-password form's state: values, errors on their fields, and the outcome. */
export function usePasswordForm() {
  const [values, setValues] = useState(EMPTY_PASSWORDS)
  const [errors, setErrors] = useState<PasswordErrors>({})
  const [changed, setChanged] = useState(false)
  /** Bumped on success: the fields remount, their Show toggles back to hidden. */
  const [round, setRound] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const change = useChangePassword()

  const set = (field: PasswordField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setErrors((previous) => ({ ...previous, [field]: undefined }))
    setChanged(false)
  }

  const showErrors = (fields: PasswordErrors) => {
    setErrors(fields)
    const first = firstErrorField(fields, PASSWORD_FIELDS)
    // Focus the first field to fix; its message is tied to it by aria-describedby.
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
  }

  const submit = () => {
    if (change.isPending) return
    setChanged(false)
    const invalid = validatePasswords(values)
    if (Object.keys(invalid).length > 0) return showErrors(invalid)
    const { currentPassword, newPassword } = values
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY_PASSWORDS)
          showErrors({})
          setChanged(true)
          setRound((previous) => previous + 1)
        },
        onError: (error) => {
          const issues = isHttpError(error, 400) ? error.body?.error.issues : undefined
          const mapped = issues ? passwordErrorsFrom(issues) : null
          if (mapped && Object.keys(mapped.fields).length > 0) return showErrors(mapped.fields)
          alert({ type: 'Error', message: t('settings.passwordFailed', { reason: error.message }) })
        },
      },
    )
  }

  return { values, errors, changed, round, formRef, isSaving: change.isPending, set, submit }
}
