import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { userFromAuthentication } from '@quad/shared'
import { authenticationQuery } from '../session/session.ts'
import { schoolQuery } from '../school/school.ts'
import { appConfigQuery } from '../host/boot-host.ts'
import { whenIdle } from '../main-thread.ts'

/**
 * Starts analytics once a user is signed in and the deployment names a script
 * (spec 3, 8), unless they opted out (AuthUser.analytics false), and stops the moment they
 * do. Reads the caches only: it never makes the authentication call itself.
 */
export function useAnalytics(): void {
  const { data: config } = useQuery(appConfigQuery)
  const { data: school } = useQuery({ ...schoolQuery, enabled: false })
  const { data: authentication } = useQuery({ ...authenticationQuery, enabled: false })
  const user = authentication ? userFromAuthentication(authentication) : null
  const analytics = config?.analytics ?? null
  const uid = user?.uid
  const accountType = user?.accountTypeType
  const schoolCode = school?.school_code
  // Issue 18 item 5: a user who opted out is neither loaded for nor identified.
  const allowed = user?.analytics !== false
  useEffect(() => {
    if (!analytics || !allowed || !uid || !accountType || !schoolCode) return
    const stop = new AbortController()
    // Its code, and the script it adds, after the page has started (issue 32): a deployment
    // without analytics never fetches it.
    const cancel = whenIdle(() => {
      void import('./start-analytics.ts').then(({ startAnalytics }) =>
        startAnalytics(analytics, { uid, accountType, schoolCode }, undefined, stop.signal),
      )
    })
    return () => {
      cancel()
      stop.abort()
    }
  }, [analytics, allowed, uid, accountType, schoolCode])
}
