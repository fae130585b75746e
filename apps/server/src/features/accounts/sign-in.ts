import type { FastifyReply, FastifyRequest } from 'fastify'
import type { LoginResponse } from '@quad/shared'
import { setSessionCookie } from '../../platform/auth/auth.plugin.ts'
import { endSession, type SessionEndDeps } from '../../platform/auth/session-end.ts'
import {
  createSession,
  findUserByUid,
  presentAuthUser,
} from '../../platform/auth/sessions.service.ts'
import { rolesOf } from '../../platform/policies/roles.service.ts'
import { unauthorized } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

/**
 * Signs the browser in as `uid`, as the login does: a session this browser held before
 * ends (one browser, one session, decision 013), a new one is set in the cookie.
 */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SessionEndDeps & { db: SessionEndDeps['db'] },
  school: School,
  uid: string,
): Promise<LoginResponse> {
  const user = await findUserByUid(deps.db, school, uid)
  if (!user) throw unauthorized()
  if (request.session) await endSession(deps, request.session)
  const { token } = await createSession(deps.db, school, user)
  setSessionCookie(request, reply, token)
  return { user: presentAuthUser(user, await rolesOf(deps.db, school.id, user.id)) }
}
