import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CLUB_ID_PATTERN, ClubHandoverAnswer, ClubHandoverBody, ErrorBody } from '@quad/shared'
import type { ModuleContext } from '../../platform/module.ts'
import { clubAdminRequests } from './club-admin-request.ts'
import { cancelHandover, handoverOf, scheduleHandover } from './handover.service.ts'

const ClubParams = z.object({
  id: z.string().regex(CLUB_ID_PATTERN, 'a public id: lower-case letters and digits'),
})
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const tags = ['clubs']
const security = [{ bearer: [] }]

/**
 * The officers' hand-over at a term's end (issue 37 item 6, decision 104): read by whoever
 * runs the club's members, changed by whoever may change its officers (its officers unless
 * they are locked, and school admins), each change audited.
 */
export function handoverRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const { database, outbox, policies } = ctx
  const r = app.withTypeProvider<ZodTypeProvider>()

  const allowed = clubAdminRequests(database, outbox, policies)

  r.get(
    '/api/v1/clubs/:id/handover',
    {
      schema: {
        tags,
        summary: 'The officers’ hand-over still to come: who steps down, and when',
        security,
        params: ClubParams,
        response: { 200: ClubHandoverAnswer, ...errors },
      },
    },
    async (request) => {
      const { deps } = await allowed(request, 'club.manage_members', request.params.id)
      return handoverOf(deps.db, deps.school, request.params.id)
    },
  )

  r.put(
    '/api/v1/clubs/:id/handover',
    {
      schema: {
        tags,
        summary: 'Hand over: new officers now, the outgoing ones step down at endsAt',
        description:
          '`incoming` members become officers at once; `outgoing` officers keep their rights ' +
          'until `endsAt` (at once when it has passed), then are members again. Replaces a ' +
          'hand-over still waiting. 400 names a person who is not a member (incoming) or not ' +
          'an officer (outgoing), or an `endsAt` more than a year ahead; 403 where the ' +
          'officers are locked to school admins.',
        security,
        params: ClubParams,
        body: ClubHandoverBody,
        response: { 200: ClubHandoverAnswer, ...errors },
      },
    },
    async (request) => {
      const { deps, mayChangeOfficers } = await allowed(
        request,
        'club.manage_members',
        request.params.id,
      )
      return scheduleHandover(deps, request.params.id, request.body, mayChangeOfficers)
    },
  )

  r.delete(
    '/api/v1/clubs/:id/handover',
    {
      schema: {
        tags,
        summary: 'Calls off the hand-over still to come (everyone keeps their role)',
        security,
        params: ClubParams,
        response: { 204: z.null().describe('Done'), ...errors },
      },
    },
    async (request, reply) => {
      const { deps, mayChangeOfficers } = await allowed(
        request,
        'club.manage_members',
        request.params.id,
      )
      await cancelHandover(deps, request.params.id, mayChangeOfficers)
      return reply.status(204).send(null)
    },
  )
}
