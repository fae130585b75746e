import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendCsv } from '../../platform/http/csv-reply.ts'
import {
  CheckInAnswer,
  CheckInBody,
  CheckInRoster,
  ErrorBody,
  EventAttendance,
  EventParams,
  EventRegistration,
} from '@quad/shared'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import { notFound, rateLimited } from '../../platform/errors.ts'
import { authorize } from '../../platform/policies/policies.plugin.ts'
import { attendanceCsv, eventAttendance } from './attendance-report.ts'
import { checkIn, checkInRoster } from './check-in.service.ts'
import { registrationCsv, registrationResults } from './registration-results.ts'
import { eventSubject, findEvent } from './rsvp-access.ts'
import type { RsvpRouteDeps } from './rsvp.routes.ts'

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
}
/**
 * Check-ins per officer per event per minute (issue 30 security 5): a door checks a person in
 * every few seconds, so this never slows one, while guessing six-character codes stays
 * hopeless. Every attempt counts, not only wrong ones, so a right guess is never told apart
 * from a refused one; the door's offline queue keeps what a 429 refused and sends it later.
 */
const CHECK_INS_PER_MINUTE = 60
const tags = ['events']
const security = [{ bearer: [] }]

/** Check-in at the door (issue 15 item 4): the event's officers, its staff creator, admins. */
export function checkInRoutes(app: FastifyInstance, deps: RsvpRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { database, outbox, policies } = deps
  const doors = new WeakMap<FastifyRequest, string>()
  const perDoor = app.createRateLimit({
    max: CHECK_INS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `check-in:${doors.get(request) ?? request.ip}`,
  })

  /** The event, if the signed-in user may check people in to it (else 404 or 403). */
  async function doorOf(request: FastifyRequest, uid: string) {
    const { school, user } = requireBearerContext(request)
    const event = await findEvent(database.db, school, uid)
    if (!event) throw notFound('Event')
    await authorize(policies, request, 'event.check_in', eventSubject(event))
    return { school, user, event }
  }

  r.post(
    '/api/v1/events/:id/check-ins',
    {
      schema: {
        tags,
        security,
        summary: 'Check a ticket’s holder in, by typed code or scanned QR payload',
        description:
          'Idempotent: a repeat answers the first check-in’s time with `alreadyCheckedIn`. ' +
          '`scannedAt` (an offline scan synced later) must be within the last 24 hours.',
        params: EventParams,
        body: CheckInBody,
        response: { 200: CheckInAnswer, ...errors },
      },
    },
    async (request) => {
      const { school, user, event } = await doorOf(request, request.params.id)
      doors.set(request, `${String(event.row.id)}:${String(user.id)}`)
      const limit = await perDoor(request)
      if (!limit.isAllowed && limit.isExceeded) {
        throw rateLimited('Too many check-ins from you at this event. Wait a minute and try again.')
      }
      return checkIn({ db: database.db, outbox, school }, event, user.id, request.body)
    },
  )

  r.get(
    '/api/v1/events/:id/check-ins',
    {
      schema: {
        tags,
        security,
        summary: 'The door list: every going ticket, its holder and check-in time',
        params: EventParams,
        response: { 200: CheckInRoster, ...errors },
      },
    },
    async (request) => {
      const { event } = await doorOf(request, request.params.id)
      return checkInRoster(database.db, event.row.id)
    },
  )

  r.get(
    '/api/v1/events/:id/attendance',
    {
      schema: {
        tags,
        security,
        summary: 'Its managers’ attendance report: going, checked in, no-shows, returning',
        params: EventParams,
        response: { 200: EventAttendance, ...errors },
      },
    },
    async (request) => {
      const { event } = await doorOf(request, request.params.id)
      return eventAttendance(database.db, event.row)
    },
  )

  r.get(
    '/api/v1/events/:id/attendance.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The attendance as CSV: name, answer, check-in time, whether they came',
        params: EventParams,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { event } = await doorOf(request, request.params.id)
      const csv = await attendanceCsv(database.db, event.row)
      return sendCsv(reply, `event-${event.row.uid}-attendance.csv`, csv)
    },
  )

  r.get(
    '/api/v1/events/:id/registration',
    {
      schema: {
        tags,
        security,
        summary: 'Its managers’ registration answers, summed per question as a form’s results',
        params: EventParams,
        response: { 200: EventRegistration, ...errors },
      },
    },
    async (request) => {
      const { event } = await doorOf(request, request.params.id)
      return registrationResults(database.db, event.row)
    },
  )

  r.get(
    '/api/v1/events/:id/registration.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The registration answers as CSV: a row each going or waitlisted',
        params: EventParams,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { event } = await doorOf(request, request.params.id)
      const csv = await registrationCsv(database.db, event.row)
      return sendCsv(reply, `event-${event.row.uid}-registration.csv`, csv)
    },
  )
}
