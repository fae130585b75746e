import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { alert } from '../../lib/alerts/alert.ts'
import { t } from '../../lib/i18n/t.ts'
import { academicKeys, academicStatusQuery } from './api.ts'
import { useLmsOAuthReturn } from './oauth-return.ts'
import { providerName } from './provider-name.ts'

/**
 * Back from the LMS's consent screen: says how it went (issue 17 /edu), and after a
 * success reads everything again, since the grant the old answers were refused on is new.
 */
export function useOAuthReturnAlert(): void {
  const outcome = useLmsOAuthReturn()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (outcome === null) return
    // Kept through one route change: the one that removes `?lms=` from the address,
    // which would otherwise clear the alert as it appears (spec 4 clears on navigation).
    const keepAfterRouteChange = true
    const status = queryClient.getQueryData(academicStatusQuery.queryKey)
    const provider = providerName(status?.provider)
    if (outcome === 'failure') {
      alert({ type: 'Error', message: t('lms.oauthFailure', { provider }), keepAfterRouteChange })
      return
    }
    alert({ type: 'Success', message: t('lms.oauthSuccess', { provider }), keepAfterRouteChange })
    void queryClient.invalidateQueries({ queryKey: academicKeys.all })
  }, [outcome, queryClient])
}
