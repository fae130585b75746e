import type { FastifyRequest } from 'fastify'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import { auditOrigin } from '../../platform/audit/audit.ts'
import type { Database } from '../../platform/db/database.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import type { Action } from '../../platform/policies/actions.ts'
import { actorOf, authorize } from '../../platform/policies/policies.plugin.ts'
import type { Policies } from '../../platform/policies/policies.ts'
import type { AdminDeps } from './membership-admin.service.ts'

/**
 * How the routes that run a club (members, the officers' hand-over) admit a request: the
 * signed-in user, allowed `action` on the club (else a 403), what a change needs, and
 * whether they may also change who the club's officers are.
 */
export function clubAdminRequests(database: Database, outbox: Outbox, policies: Policies) {
  return async function allowed(request: FastifyRequest, action: Action, clubUid: string) {
    const { school, user } = requireBearerContext(request)
    const subject = { schoolId: school.id, clubUid }
    await authorize(policies, request, action, subject)
    const origin = auditOrigin(request, user.id)
    const deps: AdminDeps = { db: database.db, outbox, school, origin }
    const mayChangeOfficers = await policies.can(actorOf(request), 'club.appoint_officers', subject)
    return { deps, user, mayChangeOfficers }
  }
}
