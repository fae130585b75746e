import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ErrorBody,
  EventApprovalRule,
  EventParams,
  EventReviewBody,
  EventReviewQueue,
} from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { approvalRequired, reviewEvent, reviewQueue, setApprovalRule } from './approval.service.ts'
import { eventViewerOf } from './event-policies.ts'

const tags = ['events']
const security = [{ bearer: [] }]
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }

/**
 * Staff approval of club events (issue 37 item 4, decision 106): the school admin's rule,
 * the queue staff work through, and each decision. Audited in the service.
 */
export function approvalRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  const writes = { db, outbox: ctx.outbox, policies: ctx.policies }

  r.get(
    '/api/v1/events/reviews',
    {
      config: { requires: 'event.approve' },
      schema: {
        tags,
        summary: 'Club events waiting for staff approval, soonest first (a series once)',
        security,
        response: { 200: EventReviewQueue, ...errors },
      },
    },
    async (request) => {
      const school = requireSchool(request)
      const actor = actorOf(request)
      const [required, canChangeRule, items] = await Promise.all([
        approvalRequired(db, school.id),
        ctx.policies.can(actor, 'event.approval_rule', { schoolId: school.id }),
        reviewQueue(db, school, eventViewerOf(actor)),
      ])
      return { required, canChangeRule, items }
    },
  )

  r.put(
    '/api/v1/events/approval-rule',
    {
      config: { requires: 'event.approval_rule' },
      schema: {
        tags,
        summary: 'Whether club events wait for staff approval before students see them',
        security,
        body: EventApprovalRule,
        response: { 200: EventApprovalRule, ...errors },
      },
    },
    async (request) => {
      const school = requireSchool(request)
      const origin = auditOrigin(request, actorOf(request).userId)
      await setApprovalRule(db, origin, school.id, request.body.required)
      return { required: request.body.required }
    },
  )

  r.post(
    '/api/v1/events/:id/review',
    {
      config: { requires: 'event.approve' },
      schema: {
        tags,
        summary: 'Approve a club event waiting (its whole series), or return it with a note',
        security,
        params: EventParams,
        body: EventReviewBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const school = requireSchool(request)
      const origin = auditOrigin(request, actorOf(request).userId)
      await reviewEvent(writes, school, origin, request.params.id, request.body)
      return reply.code(204).send(null)
    },
  )
}
