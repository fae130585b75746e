import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { ErrorBody, Room, RoomBody, RoomList, RoomPatch } from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { archiveRoom, createRoom, listRooms, updateRoom } from './rooms.service.ts'

const tags = ['rooms']
const security = [{ bearer: [] }]
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const Params = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) })

/**
 * The school's rooms (issue 37 item 4, decision 105): every member reads them (an event's
 * form offers them); staff and school admins add, change and archive them (`room.manage`,
 * audited). Booking is the event's: `roomId` on its create and change.
 */
export function roomRoutes(app: FastifyInstance, { database, policies }: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = database.db
  const manage = { config: { requires: 'room.manage' as const } }

  r.get(
    '/api/v1/rooms',
    { schema: { tags, security, response: { 200: RoomList, ...errors } } },
    async (request) => {
      const { school } = requireBearerContext(request)
      const canManage = await policies.can(actorOf(request), 'room.manage', {
        schoolId: school.id,
      })
      return { items: await listRooms(db, school.id), canManage }
    },
  )

  r.post(
    '/api/v1/rooms',
    { ...manage, schema: { tags, security, body: RoomBody, response: { 201: Room, ...errors } } },
    async (request, reply) => {
      const origin = auditOrigin(request, actorOf(request).userId)
      const room = await createRoom(db, origin, requireSchool(request).id, request.body)
      return reply.code(201).send(room)
    },
  )

  r.patch(
    '/api/v1/rooms/:id',
    {
      ...manage,
      schema: {
        tags,
        security,
        params: Params,
        body: RoomPatch,
        response: { 200: Room, ...errors },
      },
    },
    async (request) => {
      const origin = auditOrigin(request, actorOf(request).userId)
      const schoolId = requireSchool(request).id
      return updateRoom(db, origin, schoolId, request.params.id, request.body)
    },
  )

  r.delete(
    '/api/v1/rooms/:id',
    {
      ...manage,
      schema: {
        tags,
        security,
        description: 'Archives the room; a room live events hold ahead is a 409.',
        params: Params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const origin = auditOrigin(request, actorOf(request).userId)
      await archiveRoom(db, origin, requireSchool(request).id, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
