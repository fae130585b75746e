import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { ErrorBody, UserRoles, UserRolesBody } from '@quad/shared'
import { auditOrigin } from '../audit/audit.ts'
import { findUserByUid } from '../auth/sessions.service.ts'
import type { Database } from '../db/database.ts'
import { badRequest, notFound } from '../errors.ts'
import type { Bus } from '../realtime/bus.ts'
import { requireSchool } from '../tenancy/tenancy.plugin.ts'
import { actorOf } from './policies.plugin.ts'
import { changeRoles, rolesOf } from './roles.service.ts'

/**
 * A school admin sets a person's school roles (`role.assign`, decision 024): the body is
 * the whole set; what is missing is revoked. An admin cannot drop their own admin role,
 * so a school never loses its last admin by accident.
 */
export function roleRoutes(app: FastifyInstance, deps: { database: Database; bus: Bus }): void {
  const db = deps.database.db
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/v1/admin/users/:uid/roles',
    {
      config: { requires: 'role.assign' },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: z.object({ uid: z.string().check(z.minLength(1), z.maxLength(64)) }),
        body: UserRolesBody,
        response: { 200: UserRoles, 409: ErrorBody },
      },
    },
    async (request) => {
      const school = requireSchool(request)
      const actor = actorOf(request)
      const user = await findUserByUid(db, school, request.params.uid)
      if (!user) throw notFound('User')
      const wanted = [...new Set(request.body.roles)]
      if (user.id === actor.userId && !wanted.includes('school_admin') && !actor.operator) {
        throw badRequest('body.roles: you cannot remove your own school_admin role', [
          { path: 'body.roles', message: 'must keep school_admin for yourself' },
        ])
      }
      const current = await rolesOf(db, school.id, user.id)
      await changeRoles({ db, bus: deps.bus }, auditOrigin(request, actor.userId), {
        schoolId: school.id,
        userId: user.id,
        grant: wanted.filter((role) => !current.includes(role)),
        revoke: current.filter((role) => !wanted.includes(role)),
      })
      return { uid: user.uid, roles: await rolesOf(db, school.id, user.id) }
    },
  )
}
