import { PasswordField } from '../../../components/password-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { isUsedUp } from '../api.ts'
import { failureMessage } from '../failure.ts'
import { passwordRule } from '../field-messages.ts'
import { FormAlert } from './form-alert.tsx'

/*
 * What the forms opened from a single-use link share (issue 14: an invitation, a password
 * reset): a link used up while the form was open sends the student to the link's "gone"
 * page; any other failure is the form's alert or a field's error.
 */

/** The mutation's callbacks: done, the link gone, or the server's field errors. */
export function linkCallbacks(
  onDone: () => void,
  onGone: () => void,
  fromServer: (error: Error) => void,
) {
  return {
    onSuccess: onDone,
    onError: (error: Error) => {
      if (isUsedUp(error)) onGone()
      else fromServer(error)
    },
  }
}

/** The form's alert: a failure that is not the link being used up. */
export function LinkFormAlert({ error }: { error: unknown }) {
  return <FormAlert message={error && !isUsedUp(error) ? failureMessage(error) : null} />
}

/** The new password, with the rule it must meet and a show/hide toggle. */
export function NewPasswordField(props: {
  label: string
  value: string
  onChange: (value: string) => void
  error: string | undefined
}) {
  return (
    <PasswordField
      {...props}
      toggleLabel={t('accounts.showPassword')}
      field="password"
      autoComplete="new-password"
      hint={passwordRule()}
    />
  )
}
