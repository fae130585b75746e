import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import {
  BadgeDefinition,
  BadgeDefinitionInput,
  BadgeDefinitionList,
  BadgeIcon,
  ErrorBody,
  Leaderboard,
  LeaderboardQuery,
  LeaderboardSetting,
} from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { badgeIconSvg } from './badge-icons.ts'
import type { Evaluators } from './criteria.ts'
import { archiveDefinition, createDefinition, listDefinitions } from './definitions.service.ts'
import { isOptedIn, leaderboard, setOptedIn } from './leaderboard.service.ts'

const security = [{ bearer: [] }]
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }
const Uid = z.object({ uid: z.string().check(z.minLength(1), z.maxLength(64)) })

/**
 * Badges and points (issue 36 item 3, decision 100): the admin console's definitions
 * (`badge.manage`, audited), the leaderboards, the student's opt-in, and the icons.
 */
export function badgeRoutes(app: FastifyInstance, ctx: ModuleContext, evaluators: Evaluators) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { database } = ctx
  const db = database.db
  const admin = { tags: ['admin'], security }

  r.get(
    '/api/v1/admin/badges',
    {
      config: { requires: 'badge.manage' },
      schema: { ...admin, response: { 200: BadgeDefinitionList, ...errors } },
    },
    async (request) => ({ items: await listDefinitions(db, requireSchool(request).id) }),
  )

  r.post(
    '/api/v1/admin/badges',
    {
      config: { requires: 'badge.manage' },
      schema: {
        ...admin,
        body: BadgeDefinitionInput,
        response: { 201: BadgeDefinition, ...errors },
      },
    },
    async (request, reply) => {
      const origin = auditOrigin(request, actorOf(request).userId)
      const deps = { jobs: ctx.jobs, evaluators }
      const made = await createDefinition(
        database,
        deps,
        origin,
        requireSchool(request).id,
        request.body,
      )
      return reply.code(201).send(made)
    },
  )

  r.post(
    '/api/v1/admin/badges/:uid/archive',
    {
      config: { requires: 'badge.manage' },
      schema: { ...admin, params: Uid, response: { 200: BadgeDefinition, ...errors } },
    },
    async (request) => {
      const origin = auditOrigin(request, actorOf(request).userId)
      return archiveDefinition(database, origin, requireSchool(request).id, request.params.uid)
    },
  )

  r.get(
    '/api/v1/badges/leaderboard',
    {
      schema: {
        tags: ['badges'],
        security,
        querystring: LeaderboardQuery,
        response: { 200: Leaderboard, ...errors },
      },
    },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      return leaderboard(db, school, user.id, request.query.club)
    },
  )

  r.get(
    '/api/v1/me/leaderboard',
    { schema: { tags: ['badges'], security, response: { 200: LeaderboardSetting, ...errors } } },
    async (request) => {
      const { user } = requireBearerContext(request)
      return { optedIn: await isOptedIn(db, user.id) }
    },
  )

  r.put(
    '/api/v1/me/leaderboard',
    {
      schema: {
        tags: ['badges'],
        security,
        body: LeaderboardSetting,
        response: { 200: LeaderboardSetting, ...errors },
      },
    },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      return { optedIn: await setOptedIn(db, school, user.id, request.body.optedIn) }
    },
  )

  r.get(
    '/media/badge-icons/:icon.svg',
    { schema: { tags: ['media'], params: z.object({ icon: BadgeIcon }) } },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(badgeIconSvg(request.params.icon)),
  )
}
