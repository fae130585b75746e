import type { FastifyReply, FastifyRequest } from 'fastify'
import type { LoginResponse } from '@quad/shared'
import type { SessionEndDeps } from '../../platform/auth/session-end.ts'
import { findUserByUid } from '../../platform/auth/sessions.service.ts'
import { startSession } from '../../platform/auth/sign-in.ts'
import { unauthorized } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

/** Signs the browser in as `uid` after an invitation or a reset link (`startSession`). */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SessionEndDeps,
  school: School,
  uid: string,
): Promise<LoginResponse> {
  const user = await findUserByUid(deps.db, school, uid)
  if (!user) throw unauthorized()
  return startSession(request, reply, deps, school, user, 'link')
}
