import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { postToHost } from '../../lib/host/host-bridge.ts'
import { listenForLmsPopup, reportToOpener, type OAuthStatus } from './connect.ts'

/** The callback's `?lms=` (server: features/lms/connect.routes.ts). */
const OUTCOMES: Record<string, OAuthStatus> = { connected: 'success', failed: 'failure' }

/**
 * The end of the LMS round trip as /edu sees it (track lms-connect): 'success' or
 * 'failure' once when the callback brought the student back, else null.
 * - Reads `?lms=connected|failed` (and `reason`) once and removes them from the address.
 * - Framed, posts `{type:'oauthStatus', status}` to the host (spec 7).
 * - In the window a framed page opened for the trip, reports to that page and closes;
 *   the framed page (this hook there too) hears it, tells its host, and answers it.
 */
export function useLmsOAuthReturn(): OAuthStatus | null {
  const [params, setParams] = useSearchParams()
  // Read once, as the page opens from the callback; later changes come from the window.
  const [returned] = useState(() => OUTCOMES[params.get('lms') ?? ''] ?? null)
  const [status, setStatus] = useState<OAuthStatus | null>(returned)

  const handled = useRef(false)

  useEffect(() => {
    if (!returned || handled.current) return
    handled.current = true
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.delete('lms')
        next.delete('reason')
        return next
      },
      { replace: true },
    )
    if (!reportToOpener(returned)) postToHost({ type: 'oauthStatus', status: returned })
  }, [returned, setParams])

  useEffect(() => listenForLmsPopup(setStatus), [])
  return status
}
