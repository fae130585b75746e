import { useQuery, useQueryClient } from '@tanstack/react-query'
import { hasAnyRole } from '../../lib/session/roles.ts'
import { cachedCurrentUser } from '../../lib/session/session.ts'
import { myClubsQuery } from './events-page-reads.ts'

/**
 * The student's clubs (the clubs listing, `membership=mine`, first page: the same cached call
 * the club section makes) for the club filter, and whether to offer "Create event": staff and
 * school admins create school events, officers their club's. The server decides every call.
 */
export function useMyClubs(enabled: boolean) {
  const user = cachedCurrentUser(useQueryClient())
  const clubs = useQuery({ ...myClubsQuery, enabled })
  const items = clubs.data?.items ?? []
  const canCreate =
    enabled &&
    (hasAnyRole(user, ['staff', 'school_admin']) ||
      items.some((club) => club.membership === 'officer'))
  return { clubs: items, canCreate }
}
