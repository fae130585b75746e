import { SsoPublic } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { requestJson } from '../../lib/http/http.ts'
import { SESSION_BASE } from '../../lib/session/session.ts'

/** The school's sign-in button, if any, and whether passwords are off (`GET /mobile_ws/v18/sso`). */
export function useSsoPublic() {
  return useQuery({
    queryKey: ['sso', 'public'],
    queryFn: () => requestJson(`${SESSION_BASE}/sso`, SsoPublic),
    staleTime: 60_000,
  })
}
