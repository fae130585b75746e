import { AcceptInvitationBody, type InvitationInfo } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { FormField } from '../../../components/form-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { useAccountForm } from '../account-form.ts'
import { useAcceptInvitation } from '../api.ts'
import { accountMessageFor } from '../field-messages.ts'
import { linkCallbacks, LinkFormAlert, NewPasswordField } from './link-form-parts.tsx'

const FIELDS = ['firstName', 'lastName', 'password'] as const

interface InvitationFormProps {
  token: string
  invitation: InvitationInfo
  /** The account is set up and signed in. */
  onAccepted: () => void
  /** The link stopped working while the form was open (used elsewhere, expired). */
  onGone: () => void
}

/** Issue 14: the invited person checks their name and chooses a password. */
export function InvitationForm({ token, invitation, onAccepted, onGone }: InvitationFormProps) {
  const accept = useAcceptInvitation()
  const { values, errors, formRef, set, check, fromServer } = useAccountForm({
    schema: AcceptInvitationBody,
    initial: { firstName: invitation.firstName, lastName: invitation.lastName, password: '' },
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
        if (accept.isPending || !check()) return
        accept.mutate({ token, ...values }, linkCallbacks(onAccepted, onGone, fromServer))
      }}
    >
      <LinkFormAlert error={accept.error} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('accounts.firstName')}
          field="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(value) => set('firstName', value)}
          error={errors.firstName}
        />
        <FormField
          label={t('accounts.lastName')}
          field="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(value) => set('lastName', value)}
          error={errors.lastName}
        />
      </div>
      <NewPasswordField
        label={t('accounts.password')}
        value={values.password}
        onChange={(value) => set('password', value)}
        error={errors.password}
      />
      <Button type="submit" aria-disabled={accept.isPending || undefined} className="w-full">
        {accept.isPending ? t('accounts.accepting') : t('accounts.accept')}
      </Button>
    </form>
  )
}
