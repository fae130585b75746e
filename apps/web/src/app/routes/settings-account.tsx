import { useNavigate } from 'react-router'
import { LogoutButton } from '../../features/auth/components/logout-button.tsx'
import { AccountSettings } from '../../features/settings/components/account-settings.tsx'

export { loader } from './settings-profile.tsx'

/** /settings/account: the sign-in email and signing out. */
export function Component() {
  const navigate = useNavigate()
  return (
    <AccountSettings
      signOut={<LogoutButton onLoggedOut={() => void navigate('/login', { replace: true })} />}
    />
  )
}
