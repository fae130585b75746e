import { useLocation, useNavigate } from 'react-router'
import { Icon } from '../../components/icon.tsx'
import { useLogout } from '../../features/auth/api.ts'
import { t } from '../../lib/i18n/t.ts'
import { loginHref } from '../../lib/session/login-href.ts'
import { menuIcon, menuRow } from './menu-row-styles.ts'

interface LogoutMenuItemProps {
  onDone: () => void
}

export function LogoutMenuItem({ onDone }: LogoutMenuItemProps) {
  const logout = useLogout()
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <>
      <button
        type="button"
        disabled={logout.isPending}
        className={menuRow}
        onClick={() => {
          logout.mutate(undefined, {
            onSuccess: () => {
              onDone()
              // A new entry, not a replacement: Back returns to the page left, whose guard
              // then offers a sign-in that leads back to it (issue 12).
              void navigate(loginHref(location))
            },
          })
        }}
      >
        <Icon name="logout" className={menuIcon} />
        {logout.isPending ? t('logout.pending') : t('logout.action')}
      </button>
      <div role="alert" className="px-3 text-sm text-red-800 empty:hidden dark:text-red-200">
        {logout.isError ? t('logout.error') : null}
      </div>
    </>
  )
}
