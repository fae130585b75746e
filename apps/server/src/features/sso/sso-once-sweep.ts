import { lt } from 'drizzle-orm'
import { ssoOnce } from '../../db/schema/account-security.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { JobDefinition } from '../../platform/jobs/jobs.ts'
import type { ModuleContext } from '../../platform/module.ts'

export const SSO_ONCE_SWEEP_JOB = 'sso.sweep-once'

/**
 * Deletes the single-use values of every round trip past their expiry: OIDC states, SAML
 * request ids, SAML assertion ids (kept until their own NotOnOrAfter, after which a replay
 * is refused as expired anyway). Returns how many went.
 */
export async function sweepExpiredOnce(db: DbOrTx, now = new Date()): Promise<number> {
  const gone = await db
    .delete(ssoOnce)
    .where(lt(ssoOnce.expiresAt, now))
    .returning({ key: ssoOnce.key })
  return gone.length
}

/** The hourly sweep of `sso_once`, for both protocols. */
export function ssoJobs(ctx: ModuleContext): JobDefinition[] {
  return [
    {
      name: SSO_ONCE_SWEEP_JOB,
      schedule: { cron: '17 * * * *' },
      handler: async () => void (await sweepExpiredOnce(ctx.database.db)),
    },
  ]
}
