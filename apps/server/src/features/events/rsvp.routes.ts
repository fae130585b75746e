import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { and, eq } from 'drizzle-orm'
import {
  AttendeesQuery,
  ErrorBody,
  EventAttendeePage,
  EventParams,
  EventTicket,
  RsvpAnswer,
  RsvpBody,
} from '@quad/shared'
import { eventRsvps } from '../../db/schema/events.ts'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { Database } from '../../platform/db/database.ts'
import { notFound } from '../../platform/errors.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import type { Policies } from '../../platform/policies/policies.ts'
import { listAttendees } from './attendees.service.ts'
import { eventSubject, requireVisibleEvent, type EventInSchool } from './rsvp-access.ts'
import { answerRsvp, withdrawRsvp } from './rsvp.service.ts'
import { ticketQr } from './tickets.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const tags = ['events']
const security = [{ bearer: [] }]

export interface RsvpRouteDeps {
  database: Database
  outbox: Outbox
  policies: Policies
}

/** The event the signed-in student may see, with what the service calls need. */
export async function visibleEventOf(deps: RsvpRouteDeps, request: FastifyRequest, uid: string) {
  const { school, user } = requireBearerContext(request)
  const actor = actorOf(request)
  const event = await requireVisibleEvent(deps.database.db, deps.policies, actor, school, uid)
  const manages = async (e: EventInSchool) =>
    (await deps.policies.can(actor, 'event.check_in', eventSubject(e))) ||
    deps.policies.can(actor, 'event.manage', eventSubject(e))
  return { school, user, event, manages }
}

/** RSVPs, the attendee list and the student's ticket (issue 15 items 3 and 4). */
export function rsvpRoutes(app: FastifyInstance, deps: RsvpRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { database, outbox } = deps

  r.put(
    '/api/v1/events/:id/rsvp',
    {
      schema: {
        tags,
        security,
        summary: 'Answer an event: going, interested or not going',
        description:
          '`going` takes a place while one is free, else the answer is `waitlisted`; required ' +
          'registration questions must be answered (400 naming `body.answers.<id>`).',
        params: EventParams,
        body: RsvpBody,
        response: { 200: RsvpAnswer, ...errors },
      },
    },
    async (request) => {
      const { school, user, event } = await visibleEventOf(deps, request, request.params.id)
      return answerRsvp({ db: database.db, outbox, school }, event.row.id, user.id, request.body)
    },
  )

  r.delete(
    '/api/v1/events/:id/rsvp',
    {
      schema: {
        tags,
        security,
        summary: 'Take back an answer (and its ticket); a place freed goes to the first in line',
        params: EventParams,
        response: { 200: RsvpAnswer, ...errors },
      },
    },
    async (request) => {
      const { school, user, event } = await visibleEventOf(deps, request, request.params.id)
      return withdrawRsvp({ db: database.db, outbox, school }, event.row.id, user.id)
    },
  )

  r.get(
    '/api/v1/events/:id/attendees',
    {
      schema: {
        tags,
        security,
        summary: 'Who answered the event, as the viewer may see them',
        description:
          'In the order they answered; people whose privacy hides them from the viewer count ' +
          'in `hiddenCount`; check-in times for the event’s managers only.',
        params: EventParams,
        querystring: AttendeesQuery,
        response: { 200: EventAttendeePage, ...errors },
      },
    },
    async (request) => {
      const { user, event, manages } = await visibleEventOf(deps, request, request.params.id)
      return listAttendees(database.db, {
        eventId: event.row.id,
        viewerId: user.id,
        isManager: await manages(event),
        ...request.query,
      })
    },
  )

  r.get(
    '/api/v1/events/:id/ticket',
    {
      schema: {
        tags,
        security,
        summary: 'The going student’s ticket: its typed code and QR code (SVG)',
        params: EventParams,
        response: { 200: EventTicket, ...errors },
      },
    },
    async (request) => {
      const { user, event } = await visibleEventOf(deps, request, request.params.id)
      const [ticket] = await database.db
        .select({ code: eventRsvps.ticketCode, checkedInAt: eventRsvps.checkedInAt })
        .from(eventRsvps)
        .where(
          and(
            eq(eventRsvps.eventId, event.row.id),
            eq(eventRsvps.userId, user.id),
            eq(eventRsvps.status, 'going'),
          ),
        )
      if (!ticket) throw notFound('Ticket')
      return {
        eventId: event.row.uid,
        code: ticket.code,
        qr: await ticketQr(event.row.uid, ticket.code),
        checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
      }
    },
  )
}
