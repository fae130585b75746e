import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AdminClubPage,
  AdminClubsQuery,
  Club,
  ClubApprovalBody,
  CreateClubBody,
  ErrorBody,
  RenameCategoryBody,
} from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { createClub, decideRequest, listAdminClubs, setArchived } from './club-admin.service.ts'
import { renameCategory } from './club-categories.service.ts'
import { ClubParams } from './club-params.ts'

const tags = ['clubs', 'admin']
const security = [{ bearer: [] }]
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }

/** School admins run the school's clubs (issue 14 item 3, decision 030); each change audited. */
export function clubAdminRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  const origin = (request: Parameters<typeof actorOf>[0]) =>
    auditOrigin(request, actorOf(request).userId)

  r.get(
    '/api/v1/admin/clubs',
    {
      config: { requires: 'club.approve', section: null },
      schema: {
        tags,
        summary: 'Every club of the school, requests first, then by name',
        description:
          'Pending requests first (with who asked), then active and archived clubs, by name. ' +
          '`status` narrows it, `search` matches name, category and description.',
        security,
        querystring: AdminClubsQuery,
        response: { 200: AdminClubPage, ...errors },
      },
    },
    async (request) =>
      listAdminClubs(db, requireSchool(request), actorOf(request).userId, request.query),
  )

  r.post(
    '/api/v1/admin/clubs',
    {
      config: { requires: 'club.create', section: null },
      schema: {
        tags,
        summary: 'Create a club with its first officer',
        description:
          'A club is never without an officer: `officerUid` names a person of the school.',
        security,
        body: CreateClubBody,
        response: { 201: Club, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createClub(db, requireSchool(request), origin(request), request.body)),
  )

  for (const [path, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    r.post(
      `/api/v1/admin/clubs/:id/${path}`,
      {
        config: { requires: 'club.archive', section: null },
        schema: {
          tags,
          summary: archived
            ? 'Archive a club: out of the listings, read-only to its members'
            : 'Restore an archived club',
          security,
          params: ClubParams,
          response: { 200: Club, ...errors },
        },
      },
      async (request) =>
        setArchived(db, requireSchool(request), origin(request), request.params.id, archived),
    )
  }

  r.post(
    '/api/v1/admin/clubs/:id/approval',
    {
      config: { requires: 'club.approve', section: null },
      schema: {
        tags,
        summary: 'Approve or decline a club a student asked for',
        description:
          'Approved, the club becomes active and listed; declined, the request is removed. ' +
          'The student who asked is notified either way, with the note if given. 200 with ' +
          'the club when approved, 204 when declined; 409 when the club is not a request.',
        security,
        params: ClubParams,
        body: ClubApprovalBody,
        response: { 200: Club, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const club = await decideRequest(
        db,
        ctx.outbox,
        requireSchool(request),
        origin(request),
        request.params.id,
        request.body,
      )
      return club ? club : reply.code(204).send(null)
    },
  )

  r.post(
    '/api/v1/admin/clubs/categories/rename',
    {
      config: { requires: 'club.create', section: null },
      schema: {
        tags,
        summary: 'Rename a category: every club in it moves to the new name',
        security,
        body: RenameCategoryBody,
        response: { 200: z.object({ renamed: z.number() }), ...errors },
      },
    },
    async (request) => renameCategory(db, requireSchool(request), origin(request), request.body),
  )
}
