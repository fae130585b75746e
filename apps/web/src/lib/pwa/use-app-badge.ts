import { useEffect } from 'react'

/**
 * The app icon's badge (W3C Badging API, issue 34): the bell's unread count while the app is
 * open, as each push sets it while it is not (decision 083). Where the browser has no badge
 * (or the app is not installed), nothing.
 */
export function useAppBadge(count: number): void {
  useEffect(() => {
    if (!('setAppBadge' in navigator)) return
    const done = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge()
    done.catch(() => undefined)
  }, [count])
}
