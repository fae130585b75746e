import { Button } from '../../../components/button.tsx'
import { useLogout } from '../api.ts'

interface LogoutButtonProps {
  onLoggedOut: () => void
}

export function LogoutButton({ onLoggedOut }: LogoutButtonProps) {
  const logout = useLogout()
  return (
    <div className="flex flex-col gap-3">
      <div role="alert" className="empty:hidden text-sm text-red-800 dark:text-red-200">
        {logout.isError ? 'We could not log you out. Please try again.' : null}
      </div>
      <Button
        variant="secondary"
        disabled={logout.isPending}
        onClick={() => {
          logout.mutate(undefined, { onSuccess: onLoggedOut })
        }}
      >
        {logout.isPending ? 'Logging out…' : 'Log out'}
      </Button>
    </div>
  )
}
