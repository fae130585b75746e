import { eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ACADEMIC_AUTH_STATUS, type AcademicAuthErrorBody } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { lmsAccounts } from '../../db/schema/lms.ts'

/** Where a student (re)starts the OAuth round trip; back on /edu afterwards. */
export function connectPath(redirect = '/edu'): string {
  return `/api/v1/integrations/lms/connect?redirect=${encodeURIComponent(redirect)}`
}

/**
 * The address the browser already uses for this app (its school's origin, framed or
 * not), for links the client follows as they are: the web's 498 reader takes only
 * absolute http(s) addresses (spec 3 "Academic auth error").
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`
}

/**
 * Spec 8 "HTTP 498 on academic calls": the body when the student has no working LMS
 * grant (never connected, or the LMS refused it), or null when they have one.
 * `origin` makes `oauthURL` absolute (`requestOrigin`); without it, a path.
 */
export async function academicGrantProblem(
  db: DbOrTx,
  userId: number,
  origin = '',
): Promise<AcademicAuthErrorBody | null> {
  const [account] = await db
    .select({ revokedAt: lmsAccounts.revokedAt })
    .from(lmsAccounts)
    .where(eq(lmsAccounts.userId, userId))
  if (!account) {
    return {
      errorCode: 'lms_not_connected',
      oauthURL: `${origin}${connectPath()}`,
      message: 'Connect your learning system account to see your courses.',
    }
  }
  if (account.revokedAt) {
    return {
      errorCode: 'lms_grant_revoked',
      oauthURL: `${origin}${connectPath()}`,
      message: 'Your learning system no longer accepts Quad’s access. Reconnect to continue.',
    }
  }
  return null
}

/** Sends the 498 and answers true when the student has no working grant. */
export async function refuseWithoutGrant(
  db: DbOrTx,
  userId: number,
  reply: FastifyReply,
): Promise<boolean> {
  const problem = await academicGrantProblem(db, userId, requestOrigin(reply.request))
  if (!problem) return false
  await reply.code(ACADEMIC_AUTH_STATUS).send(problem)
  return true
}
