import { ResetPasswordBody } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { useAccountForm } from '../account-form.ts'
import { useResetPassword } from '../api.ts'
import { accountMessageFor } from '../field-messages.ts'
import { linkCallbacks, LinkFormAlert, NewPasswordField } from './link-form-parts.tsx'

const FIELDS = ['password'] as const

interface ResetPasswordFormProps {
  token: string
  onReset: () => void
  onGone: () => void
}

/**
 * Issue 14: a new password from a reset link. The server ends every session of the
 * account, then signs this browser in afresh (decision 029).
 */
export function ResetPasswordForm({ token, onReset, onGone }: ResetPasswordFormProps) {
  const reset = useResetPassword()
  const { values, errors, formRef, set, check, fromServer } = useAccountForm({
    schema: ResetPasswordBody,
    initial: { password: '' },
    fields: FIELDS,
    messageFor: accountMessageFor,
  })
  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault()
        if (reset.isPending) return
        // The token is checked by the server; the form checks what the student typed.
        if (!check()) return
        reset.mutate(
          { token, password: values.password },
          linkCallbacks(onReset, onGone, fromServer),
        )
      }}
    >
      <LinkFormAlert error={reset.error} />
      <NewPasswordField
        label={t('accounts.newPassword')}
        value={values.password}
        onChange={(value) => set('password', value)}
        error={errors.password}
      />
      <Button type="submit" aria-disabled={reset.isPending || undefined} className="w-full">
        {reset.isPending ? t('accounts.resetSaving') : t('accounts.resetSubmit')}
      </Button>
    </form>
  )
}
