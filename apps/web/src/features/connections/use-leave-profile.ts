import { useCallback } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'

/*
 * The directory opens the card as a dialog from `?profile=<uid>`
 * (app/routes/directory.tsx); elsewhere the card is a page.
 */
const DIRECTORY_PROFILE_PARAM = 'profile'

/**
 * After blocking, the card of the blocked student closes: the directory's dialog by
 * dropping its parameter, the profile page by going to the directory. Embedded there is
 * nowhere else to go, so the card stays and shows the new state.
 */
export function useLeaveProfile(): () => void {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const [, setParams] = useSearchParams()
  return useCallback(() => {
    if (pathname.startsWith('/embed/')) return
    if (pathname !== '/directory') {
      void navigate('/directory', { replace: true })
      return
    }
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.delete(DIRECTORY_PROFILE_PARAM)
        return next
      },
      { replace: true },
    )
  }, [pathname, navigate, setParams])
}
