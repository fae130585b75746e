import { userFromAuthentication, type AuthUser } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { authenticationQuery } from '../../lib/session/session.ts'

/**
 * The signed-in user as the authentication call says now, so a new photo or name shows at
 * once (issue 12). The guards' snapshot stands in while that answer is missing or names
 * someone else, e.g. during logout, so the page never blanks before /login shows.
 */
export function useLiveUser(snapshot: AuthUser | null): AuthUser | null {
  const { data } = useQuery({ ...authenticationQuery, enabled: snapshot !== null })
  const live = data ? userFromAuthentication(data) : null
  return live && live.uid === snapshot?.uid ? live : snapshot
}
