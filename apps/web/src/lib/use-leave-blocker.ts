import { useEffect } from 'react'
import { useBlocker, type Blocker } from 'react-router'

/**
 * Nothing typed is lost by leaving (issue 4 settings, issue 14 admin): in-app navigation
 * to another page is blocked for the caller to ask; closing or reloading the tab gets the
 * browser's own question.
 */
export function useLeaveBlocker(isDirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (!isDirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
    }
    window.addEventListener('beforeunload', warn)
    return () => {
      window.removeEventListener('beforeunload', warn)
    }
  }, [isDirty])
  return blocker
}
