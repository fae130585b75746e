import type { QueryClient } from '@tanstack/react-query'
import type { RealtimeExtension } from '../../lib/realtime/registry.ts'
import { schoolQuery } from '../../lib/school/school.ts'

/**
 * Issue 30 debt 2: a moderator hid a profile (its photo and bio) or a club. Any open page
 * may show it (a card, a list, a post's author, a club's page), so what is on screen is
 * read again at once; pages not open read afresh when they open. Moderation is rare, so a
 * school-wide refetch of the active queries costs little; the school itself is untouched.
 */
export function moderationRealtime(queryClient: QueryClient): RealtimeExtension {
  const [schoolKey] = schoolQuery.queryKey
  return {
    frames: {
      'moderation.hidden': () => {
        queryClient
          .invalidateQueries({
            refetchType: 'active',
            predicate: (query) => query.queryKey[0] !== schoolKey,
          })
          .catch(() => undefined)
      },
    },
  }
}
