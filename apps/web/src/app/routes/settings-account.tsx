import { useNavigate } from 'react-router'
import { ChangeEmailForm } from '../../features/accounts/index.ts'
import { LogoutButton } from '../../features/auth/components/logout-button.tsx'
import { AccountSettings } from '../../features/settings/components/account-settings.tsx'

export { loader } from './settings-profile.tsx'

/** /settings/account: the sign-in email and its change, and signing out. */
export function Component() {
  const navigate = useNavigate()
  return (
    <AccountSettings
      changeEmail={<ChangeEmailForm />}
      signOut={<LogoutButton onLoggedOut={() => void navigate('/login', { replace: true })} />}
    />
  )
}
