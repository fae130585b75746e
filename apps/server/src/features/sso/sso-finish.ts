import type { FastifyReply, FastifyRequest } from 'fastify'
import { safeRedirectPath, type SsoErrorCode } from '@quad/shared'
import { startSession } from '../../platform/auth/sign-in.ts'
import type { ModuleContext } from '../../platform/module.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { accountForSso, type SsoClaims } from './sso-accounts.ts'
import type { SsoProvider } from './sso-provider.ts'

/**
 * The end of every sign-in round trip, whichever protocol: the claims become an account
 * (`accountForSso`), the browser a session signed in with 'sso' (no second factor: the
 * school's provider is the school's own proof), and the browser goes on to `redirect`.
 * A refusal goes back to the login page, which says why (`?sso_error=`).
 */
export async function finishSsoSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: ModuleContext,
  school: School,
  provider: SsoProvider,
  claims: SsoClaims,
  redirect: string,
): Promise<FastifyReply> {
  const account = await accountForSso(ctx.database.db, school, provider, claims)
  if (!account.ok) return refuseSsoSignIn(reply, account.code)
  await startSession(
    request,
    reply,
    { db: ctx.database.db, bus: ctx.bus },
    school,
    account.user,
    'sso',
  )
  return reply.redirect(safeRedirectPath(redirect), 303)
}

/** Back to the login page, which names the problem (the web's `login.ssoError.<code>`). */
export function refuseSsoSignIn(reply: FastifyReply, code: SsoErrorCode): FastifyReply {
  return reply.redirect(`/login?sso_error=${code}`, 303)
}
