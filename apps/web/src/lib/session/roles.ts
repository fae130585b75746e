import type { AuthUser, SchoolRole } from '@quad/shared'

/**
 * Whether the signed-in user holds one of `roles` (decision 024). Every member is a
 * student; the stored roles come with the authentication answer. The server decides
 * every privileged call: this only chooses what the shell offers.
 */
export function hasAnyRole(user: Pick<AuthUser, 'roles'> | null, roles: readonly SchoolRole[]) {
  if (!user) return false
  return roles.some((role) => role === 'student' || (user.roles ?? []).includes(role))
}
