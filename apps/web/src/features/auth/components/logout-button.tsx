import { Button } from '../../../components/button.tsx'
import { useLogout } from '../api.ts'
import { t } from '../../../lib/i18n/t.ts'

interface LogoutButtonProps {
  onLoggedOut: () => void
}

export function LogoutButton({ onLoggedOut }: LogoutButtonProps) {
  const logout = useLogout()
  return (
    <div className="flex flex-col gap-3">
      <div role="alert" className="empty:hidden text-sm text-red-800 dark:text-red-200">
        {logout.isError ? t('logout.error') : null}
      </div>
      <Button
        variant="secondary"
        disabled={logout.isPending}
        onClick={() => {
          logout.mutate(undefined, { onSuccess: onLoggedOut })
        }}
      >
        {logout.isPending ? t('logout.pending') : t('logout.action')}
      </Button>
    </div>
  )
}
