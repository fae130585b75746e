import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorBody, OwnProfileResponse, ProfileUpdate, UserProfileResponse } from '@quad/shared'
import { requireSession } from '../../platform/auth/auth.plugin.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { loadProfile } from './profiles.service.ts'
import { loadOwnProfile, updateOwnProfile } from './own-profile.service.ts'

/** Spec 7 "user profile path": uid, view (full by default), source=sep, fields. */
const ProfileQuery = z.object({
  uid: z.string().max(64).optional(),
  view: z.enum(['full', 'card']).optional(),
  source: z.string().max(32).optional(),
  fields: z.string().max(200).optional(),
})

export function profileRoutes(
  app: FastifyInstance,
  { database, groups }: Pick<ModuleContext, 'database' | 'groups'>,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/mobile_ws/v18/user_profile',
    {
      schema: {
        tags: ['profiles'],
        querystring: ProfileQuery,
        response: { 200: UserProfileResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const session = requireSession(request)
      const uid = request.query.uid ?? session.user.uid
      // api.md: not found and not visible answer alike, so existence does not leak.
      const school = requireSchool(request)
      return { data: await loadProfile(database.db, groups, school, session.user.id, uid) }
    },
  )

  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }
  app.withTypeProvider<ZodTypeProvider>().get(
    '/mobile_ws/v18/me/profile',
    {
      schema: {
        tags: ['profiles'],
        querystring: z.object({ viewAs: z.enum(['school', 'connection']).optional() }),
        response: { 200: OwnProfileResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = requireSession(request)
      return loadOwnProfile(database.db, groups, requireSchool(request), user, request.query.viewAs)
    },
  )
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/mobile_ws/v18/me/profile',
    {
      schema: {
        tags: ['profiles'],
        body: ProfileUpdate,
        response: { 200: OwnProfileResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = requireSession(request)
      return updateOwnProfile(database.db, groups, requireSchool(request), user, request.body)
    },
  )
}
