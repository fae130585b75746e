import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { ownProfileQuery } from '../api.ts'
import { FormSection } from '../../../components/form-section.tsx'
import { PasswordSettings } from './password-settings.tsx'

interface AccountSettingsProps {
  /** Changing the email (verified by a link), brought by the route from the accounts feature. */
  changeEmail?: ReactNode
  /** The sign-out control, brought by the route from the auth feature. */
  signOut: ReactNode
}

/**
 * /settings/account: the email the student signs in with (the school's, not edited here)
 * changing the password (issue 12 item 3), and signing out.
 */
export function AccountSettings({ changeEmail, signOut }: AccountSettingsProps) {
  const { data } = useSuspenseQuery(ownProfileQuery)
  const email = data.response.data.email ?? null
  return (
    <>
      <FormSection
        id="email"
        title={t('settings.emailTitle')}
        description={t('settings.emailIntro')}
      >
        <p className="font-medium break-words text-zinc-900 dark:text-zinc-50">
          {email ?? t('settings.emailNone')}
        </p>
      </FormSection>
      {changeEmail}
      <PasswordSettings />
      <FormSection
        id="sign-out"
        title={t('settings.signOutTitle')}
        description={t('settings.signOutIntro')}
      >
        <div className="self-start">{signOut}</div>
      </FormSection>
    </>
  )
}
