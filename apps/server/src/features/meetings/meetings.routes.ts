import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorBody, MeetingSlot, MeetingSlotList, MeetingSlotParams } from '@quad/shared'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { Database } from '../../platform/db/database.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import { bookSlot, cancelBooking, removeSlot, upcomingSlotsOf } from './meetings.service.ts'

export const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody }
export const tags = ['meetings']
export const security = [{ bearer: [] }]
const noContent = { 204: z.null(), ...errors }

/**
 * Meeting booking (spec 7 "meeting booking | uid"; bearer, api.md style): a person's
 * upcoming slots, removing one's own, and a schoolmate's booking of one. Publishing is
 * in `publish.routes.ts`.
 */
export function meetingRoutes(
  app: FastifyInstance,
  database: Database,
  jobs: Jobs,
  outbox: Outbox,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = database.db
  const writes = { db, jobs, outbox }

  r.get(
    '/api/v1/meetings/:uid',
    {
      schema: {
        tags,
        security,
        params: MeetingSlotParams,
        response: { 200: MeetingSlotList, ...errors },
      },
    },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      return upcomingSlotsOf(db, school, user.id, request.params.uid)
    },
  )

  r.delete(
    '/api/v1/meetings/slots/:uid',
    { schema: { tags, security, params: MeetingSlotParams, response: noContent } },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      await removeSlot(writes, school, user.id, request.params.uid)
      return reply.code(204).send(null)
    },
  )

  r.post(
    '/api/v1/meetings/slots/:uid/booking',
    {
      schema: {
        tags,
        security,
        params: MeetingSlotParams,
        response: { 201: MeetingSlot, ...errors },
      },
    },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      const slot = await bookSlot(writes, school, user.id, request.params.uid)
      return reply.code(201).send(slot)
    },
  )

  r.delete(
    '/api/v1/meetings/slots/:uid/booking',
    { schema: { tags, security, params: MeetingSlotParams, response: noContent } },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      await cancelBooking(writes, school, user.id, request.params.uid)
      return reply.code(204).send(null)
    },
  )
}
