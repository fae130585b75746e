import type { QueryClient } from '@tanstack/react-query'
import type { RealtimeExtension } from '../realtime/registry.ts'
import { schoolQuery } from './school.ts'

/**
 * Issue 14: an admin changed the school. Re-reading it re-themes the page (colour,
 * favicon) and redraws the menus and sections, with no reload. A reconnect re-reads it
 * too, since a change may have come while the socket was down.
 */
export function schoolRealtime(queryClient: QueryClient): RealtimeExtension {
  const refresh = () => {
    queryClient.invalidateQueries({ queryKey: schoolQuery.queryKey }).catch(() => undefined)
  }
  return { frames: { school: refresh }, onHello: refresh }
}
