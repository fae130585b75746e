import type { FastifyReply, FastifyRequest } from 'fastify'
import type { LoginResponse } from '@quad/shared'
import { rolesOf } from '../policies/roles.service.ts'
import type { School } from '../tenancy/schools.service.ts'
import { setSessionCookie } from './auth.plugin.ts'
import { ipRangeOf } from './ip-range.ts'
import { endSession, type SessionEndDeps } from './session-end.ts'
import {
  createSession,
  presentAuthUser,
  type SessionMethod,
  type SessionUser,
} from './sessions.service.ts'

/**
 * The one way a browser becomes signed in, whatever proved who it is (a password, a
 * password and a second factor, the school's identity provider, an invitation or reset
 * link): a session this browser held before ends (one browser, one session, decision
 * 013); a new one is stored with how it was signed in, the browser's User-Agent and the
 * address's range (issue 18 item 3), and set in the cookie.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SessionEndDeps,
  school: School,
  user: SessionUser,
  method: SessionMethod,
): Promise<LoginResponse> {
  if (request.session) await endSession(deps, request.session)
  const { token } = await createSession(deps.db, school, user, {
    method,
    userAgent: request.headers['user-agent'] ?? null,
    ipRange: ipRangeOf(request.ip),
  })
  setSessionCookie(request, reply, token)
  return { user: presentAuthUser(user, await rolesOf(deps.db, school.id, user.id)) }
}
