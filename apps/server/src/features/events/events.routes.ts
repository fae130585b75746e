import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CancelEventQuery,
  CreateEventBody,
  ErrorBody,
  EventDetail,
  EventListQuery,
  EventPage,
  EventParams,
  UpdateEventBody,
} from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import { readUpload } from '../../platform/files/upload.ts'
import { schoolImageRoute } from '../../platform/files/school-images.ts'
import { UPLOADED_IMAGE_MAX_BYTES } from '../../platform/files/replace-image.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { cancelEvent } from './event-cancel.service.ts'
import {
  COVER_FIELD,
  EVENT_IMAGE_PREFIX,
  eventImageKey,
  replaceEventCover,
} from './event-cover.service.ts'
import { listEvents } from './event-list.ts'
import { eventViewerOf } from './event-policies.ts'
import { eventDetail } from './event-query.ts'
import { updateEvent } from './event-update.service.ts'
import { createEvent } from './event-write.service.ts'

const tags = ['events']
const security = [{ bearer: [] }]
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }

/**
 * Creating, finding and managing events (issue 15 items 1 and 2; api.md "Events and
 * calendar"). The listing and an event's page also answer visitors in share mode
 * (`config.visitors`): the school's public events only.
 */
export function eventRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  const writes = { db, outbox: ctx.outbox, policies: ctx.policies }
  /** The signed-in viewer, or null for a visitor (no token on a `visitors` route). */
  const viewerOf = (request: FastifyRequest) =>
    request.bearer ? eventViewerOf(actorOf(request)) : null
  const writer = (request: FastifyRequest) => {
    const actor = actorOf(request)
    return { school: requireSchool(request), actor, origin: auditOrigin(request, actor.userId) }
  }

  r.get(
    '/api/v1/events',
    {
      config: { visitors: true },
      schema: {
        tags,
        summary: 'Events the viewer may see, soonest first (visitors: the public ones)',
        description:
          'scope=all: what the viewer may see; mine: their going, interested and waitlisted ' +
          'events; club: one club’s (`clubId` required). From now by default (upcoming and ' +
          'ongoing). `includeDrafts=true` adds the drafts and proposals the viewer manages.',
        security,
        querystring: EventListQuery,
        response: { 200: EventPage, ...errors },
      },
    },
    async (request) => listEvents(db, requireSchool(request), viewerOf(request), request.query),
  )

  r.post(
    '/api/v1/events',
    {
      schema: {
        tags,
        summary: 'Create an event (officers for their club, staff and admins for the school)',
        description:
          'A plain member of the club proposes it: stored `pending` for the officers. Wall-clock ' +
          'times in `timeZone`; `recurrence` is an RRULE without DTSTART.',
        security,
        body: CreateEventBody,
        response: { 201: EventDetail, ...errors },
      },
    },
    async (request, reply) => {
      const { school, actor } = writer(request)
      const uid = await createEvent(writes, school, actor, request.body)
      return reply.code(201).send(await eventDetail(db, school, eventViewerOf(actor), uid))
    },
  )

  r.get(
    '/api/v1/events/:id',
    {
      config: { visitors: true },
      schema: {
        tags,
        summary: 'One event, its questions and the viewer’s answers (managers: attendance)',
        security,
        params: EventParams,
        response: { 200: EventDetail, ...errors },
      },
    },
    async (request) =>
      eventDetail(db, requireSchool(request), viewerOf(request), request.params.id),
  )

  r.patch(
    '/api/v1/events/:id',
    {
      schema: {
        tags,
        summary: 'Change an event, this occurrence (`scope: one`) or the series (`all`)',
        security,
        params: EventParams,
        body: UpdateEventBody,
        response: { 200: EventDetail, ...errors },
      },
    },
    async (request) => {
      const { school, actor, origin } = writer(request)
      await updateEvent(writes, school, actor, origin, request.params.id, request.body)
      return eventDetail(db, school, eventViewerOf(actor), request.params.id)
    },
  )

  r.delete(
    '/api/v1/events/:id',
    {
      schema: {
        tags,
        summary: 'Remove a draft, or cancel a published event (attendees are told)',
        security,
        params: EventParams,
        querystring: CancelEventQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { school, actor, origin } = writer(request)
      await cancelEvent(writes, school, actor, origin, request.params.id, request.query)
      return reply.code(204).send(null)
    },
  )

  r.post(
    '/api/v1/events/:id/cover',
    {
      schema: {
        tags,
        summary: 'Upload the event’s cover (its managers)',
        description:
          'multipart/form-data with one file part `file`: a JPEG, PNG or WebP image of at ' +
          'most 5 MB, decided by its bytes (else 415) and re-encoded.',
        security,
        consumes: ['multipart/form-data'],
        params: EventParams,
        response: { 200: EventDetail, ...errors, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request) => {
      const { school, actor, origin } = writer(request)
      const upload = await readUpload(request, COVER_FIELD, UPLOADED_IMAGE_MAX_BYTES)
      const uid = request.params.id
      await replaceEventCover(writes, ctx.storage, school, actor, origin, uid, upload.data)
      return eventDetail(db, school, eventViewerOf(actor), uid)
    },
  )

  // Uploaded event covers are seen by signed-in members of their own school, as photos.
  schoolImageRoute(app, ctx.storage, {
    prefix: EVENT_IMAGE_PREFIX,
    what: 'Image',
    keyOf: eventImageKey,
  })
}
