import { ChangeEmailBody } from '@quad/shared'
import { useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { FormField } from '../../../components/form-field.tsx'
import { FormSection } from '../../../components/form-section.tsx'
import { PasswordField } from '../../../components/password-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { useAccountForm } from '../account-form.ts'
import { useChangeEmail } from '../api.ts'
import { failureMessage } from '../failure.ts'
import { accountMessageFor } from '../field-messages.ts'
import { FormAlert } from './form-alert.tsx'

const FIELDS = ['newEmail', 'currentPassword'] as const
const EMPTY = { newEmail: '', currentPassword: '' }

/**
 * Settings → Account (issue 14): a new email, proved by the current password; the change
 * happens when the link sent to the new address is opened.
 */
export function ChangeEmailForm() {
  const change = useChangeEmail()
  const [sentTo, setSentTo] = useState<string | null>(null)
  /** Bumped on success: the fields remount empty, the Show toggle hidden again. */
  const [round, setRound] = useState(0)
  return (
    <FormSection
      id="change-email"
      title={t('accounts.changeEmailTitle')}
      description={t('accounts.changeEmailIntro')}
    >
      <ChangeEmailFields
        key={round}
        isPending={change.isPending}
        failure={change.isError ? change.error : null}
        onSend={(body, fromServer) => {
          setSentTo(null)
          change.mutate(body, {
            onSuccess: () => {
              setSentTo(body.newEmail)
              setRound((previous) => previous + 1)
            },
            onError: (error) => void fromServer(error),
          })
        }}
      />
      <p
        role="status"
        className="text-sm font-medium text-green-800 empty:hidden dark:text-green-300"
      >
        {sentTo ? t('accounts.changeEmailSent', { email: sentTo }) : ''}
      </p>
    </FormSection>
  )
}

interface FieldsProps {
  isPending: boolean
  failure: Error | null
  onSend: (body: ChangeEmailBody, fromServer: (error: unknown) => boolean) => void
}

function ChangeEmailFields({ isPending, failure, onSend }: FieldsProps) {
  const { values, errors, formRef, set, check, fromServer } = useAccountForm({
    schema: ChangeEmailBody,
    initial: EMPTY,
    fields: FIELDS,
    messageFor: accountMessageFor,
  })
  const named = failure !== null && Object.values(errors).some(Boolean)
  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      aria-labelledby="change-email-title"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault()
        if (isPending || !check()) return
        onSend({ ...values, newEmail: values.newEmail.trim() }, fromServer)
      }}
    >
      <FormAlert message={failure && !named ? failureMessage(failure) : null} />
      <FormField
        label={t('accounts.newEmail')}
        field="newEmail"
        type="email"
        autoComplete="email"
        value={values.newEmail}
        onChange={(value) => set('newEmail', value)}
        error={errors.newEmail}
      />
      <PasswordField
        label={t('accounts.currentPassword')}
        toggleLabel={t('accounts.showPassword')}
        field="currentPassword"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(value) => set('currentPassword', value)}
        error={errors.currentPassword}
      />
      <div>
        <Button type="submit" aria-disabled={isPending || undefined}>
          {isPending ? t('accounts.sending') : t('accounts.changeEmailSubmit')}
        </Button>
      </div>
    </form>
  )
}
