import { ForgotPasswordBody } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { FormField } from '../../../components/form-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { useAccountForm } from '../account-form.ts'
import { useForgotPassword } from '../api.ts'
import { failureMessage } from '../failure.ts'
import { accountMessageFor } from '../field-messages.ts'
import { FormAlert } from './form-alert.tsx'

const FIELDS = ['email'] as const

/**
 * Issue 14: ask for a reset link. The answer is the same whether or not the address has
 * an account, so the page says "if it has an account" either way.
 */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword()
  const { values, errors, formRef, set, check, fromServer } = useAccountForm({
    schema: ForgotPasswordBody,
    initial: { email: '' },
    fields: FIELDS,
    messageFor: accountMessageFor,
  })
  if (forgot.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
          {t('accounts.forgotSentTitle')}
        </h2>
        <p className="text-zinc-700 dark:text-zinc-300">
          {t('accounts.forgotSent', { email: forgot.variables.email })}
        </p>
      </div>
    )
  }
  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault()
        if (forgot.isPending || !check()) return
        forgot.mutate(
          { email: values.email.trim() },
          { onError: (error) => void fromServer(error) },
        )
      }}
    >
      <FormAlert message={forgot.isError ? failureMessage(forgot.error) : null} />
      <FormField
        label={t('accounts.email')}
        field="email"
        type="email"
        autoComplete="username"
        value={values.email}
        onChange={(value) => set('email', value)}
        error={errors.email}
      />
      <Button type="submit" aria-disabled={forgot.isPending || undefined} className="w-full">
        {forgot.isPending ? t('accounts.sending') : t('accounts.sendLink')}
      </Button>
    </form>
  )
}
