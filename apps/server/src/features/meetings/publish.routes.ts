import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  CreateMeetingSeriesBody,
  CreateMeetingSlotBody,
  ErrorBody,
  MeetingSlot,
  MeetingSlotList,
  MyMeetings,
} from '@quad/shared'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { errors, security, tags } from './meetings.routes.ts'
import { bookedBy } from './meetings.service.ts'
import { createSeries, createSlot } from './slot-create.service.ts'

const publishErrors = { ...errors, 403: ErrorBody }

/**
 * Publishing slots (issue 36 item 6): staff, school admins and club officers
 * (`meeting.publish`); and the signed-in student's own meetings page.
 */
export function publishRoutes(app: FastifyInstance, { database, policies }: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = database.db

  r.post(
    '/api/v1/meetings/slots',
    {
      config: { requires: 'meeting.publish' },
      schema: {
        tags,
        security,
        body: CreateMeetingSlotBody,
        response: { 201: MeetingSlot, ...publishErrors },
      },
    },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      return reply.code(201).send(await createSlot(db, school, user.id, request.body))
    },
  )

  r.post(
    '/api/v1/meetings/slots/series',
    {
      config: { requires: 'meeting.publish' },
      schema: {
        tags,
        security,
        description: 'A weekly series of slots on the school clock: all stored, or a 400.',
        body: CreateMeetingSeriesBody,
        response: { 201: MeetingSlotList, ...publishErrors },
      },
    },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      const items = await createSeries(db, school, user.id, request.body)
      return reply.code(201).send({ items })
    },
  )

  r.get(
    '/api/v1/me/meetings',
    { schema: { tags, security, response: { 200: MyMeetings, ...errors } } },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      const canPublish = await policies.can(actorOf(request), 'meeting.publish', {
        schoolId: school.id,
      })
      return { canPublish, booked: await bookedBy(db, school, user.id) }
    },
  )
}
