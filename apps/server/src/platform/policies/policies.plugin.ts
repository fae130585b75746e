import type { FastifyInstance, FastifyRequest } from 'fastify'
import { forbidden, unauthorized } from '../errors.ts'
import { requireSchool } from '../tenancy/tenancy.plugin.ts'
import type { Action } from './actions.ts'
import type { Actor, Policies, Subject } from './policies.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The action a route needs on its school (checked in one hook, decision 024). */
    requires?: Action
  }
}

/** The signed-in user behind a request (JWT or cookie session), as the policies see them. */
export function actorOf(request: FastifyRequest): Actor {
  const session = request.bearer?.session ?? request.session
  if (!session) throw unauthorized()
  return {
    userId: session.user.id,
    schoolId: requireSchool(request).id,
    roles: session.roles,
    operator: session.operator,
  }
}

/** Throws 403 `forbidden` with the action's sentence unless the request's user may. */
export async function authorize(
  policies: Policies,
  request: FastifyRequest,
  action: Action,
  subject?: Subject,
): Promise<Actor> {
  const actor = actorOf(request)
  if (!(await policies.can(actor, action, subject))) throw forbidden(policies.refusal(action))
  return actor
}

/**
 * A route declares what it needs on its school in its options
 * (`config: { requires: 'report.list' }`); this one hook checks it after authentication,
 * keyed on the matched route, so no handler can forget. Routes whose subject is not the
 * school call `authorize` with the subject instead.
 */
export function installPolicies(app: FastifyInstance, policies: Policies): void {
  // A route naming an action no module declares fails the start, not its first request.
  app.addHook('onRoute', ({ config, method, url }) => {
    const action: unknown = config?.requires
    if (action !== undefined && !policies.isAction(action)) {
      throw new Error(`Unknown action ${String(action)} on ${String(method)} ${url}`)
    }
  })
  // A callback hook: the routes that require nothing (most, and every probe) return at
  // once instead of paying an async function's promise and microtask (decision 067).
  app.addHook('preHandler', (request, _reply, done) => {
    const action: unknown = request.routeOptions.config.requires
    if (action === undefined) return done()
    checkRequired(policies, request, action).then(() => done(), done)
  })
}

async function checkRequired(
  policies: Policies,
  request: FastifyRequest,
  action: unknown,
): Promise<void> {
  if (!policies.isAction(action)) throw new Error(`Unknown action ${String(action)} on a route`)
  await authorize(policies, request, action, { schoolId: requireSchool(request).id })
}
