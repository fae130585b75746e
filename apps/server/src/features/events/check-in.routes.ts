import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { CheckInAnswer, CheckInBody, CheckInRoster, ErrorBody, EventParams } from '@quad/shared'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import { notFound } from '../../platform/errors.ts'
import { authorize } from '../../platform/policies/policies.plugin.ts'
import { checkIn, checkInRoster } from './check-in.service.ts'
import { eventSubject, findEvent } from './rsvp-access.ts'
import type { RsvpRouteDeps } from './rsvp.routes.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const tags = ['events']
const security = [{ bearer: [] }]

/** Check-in at the door (issue 15 item 4): the event's officers, its staff creator, admins. */
export function checkInRoutes(app: FastifyInstance, deps: RsvpRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { database, outbox, policies } = deps

  /** The event, if the signed-in user may check people in to it (else 404 or 403). */
  async function doorOf(request: FastifyRequest, uid: string) {
    const { school, user } = await requireBearerContext(request, database)
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
}
