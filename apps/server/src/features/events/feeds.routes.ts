import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  ClubFeedParams,
  CurrentFeedAddress,
  ErrorBody,
  EventParams,
  FeedAddress,
  FeedParams,
  FeedTokenBody,
} from '@quad/shared'
import { requireBearer, requireBearerUser } from '../../platform/auth/auth.plugin.ts'
import { findUserByUid } from '../../platform/auth/sessions.service.ts'
import { notFound } from '../../platform/errors.ts'
import type { ModuleContext } from '../../platform/module.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { eventViewerOf } from './event-policies.ts'
import {
  FEED_PURPOSE,
  clubFeedEvents,
  currentFeed,
  feedEventFor,
  issueFeed,
  personalFeedEvents,
} from './feed.service.ts'
import { icsCalendar, type FeedEvent, type FeedSite } from './ical.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 410: ErrorBody }
const tags = ['calendar']
const security = [{ bearer: [] }]

type FeedContext = Pick<ModuleContext, 'database' | 'integrations' | 'config' | 'mail'>

/**
 * The calendar's feeds (issue 15 "Feeds out", decision 036): the personal subscription
 * behind a revocable signed link, a listed club's public events, one event's "add to
 * calendar". Calendar apps poll without a sign-in, so the feeds are outside /api/v1/.
 */
export function feedRoutes(app: FastifyInstance, ctx: FeedContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db } = ctx.database
  const links = ctx.integrations.links
  /** Links in a feed and its address are on the school's public origin when known. */
  const site = (request: FastifyRequest, school: School): FeedSite => ({
    uidHost: ctx.config.baseDomain
      ? `${school.code}.${ctx.config.baseDomain}`
      : `${school.code}.localhost`,
    origin: ctx.mail?.originOf(school.code) ?? `${request.protocol}://${request.host}`,
    timeZone: school.timeZone,
  })
  const address = (request: FastifyRequest, school: School, token: string) =>
    `${site(request, school).origin}/ical/${token}.ics`

  r.post(
    '/api/v1/calendar/feed-token',
    {
      config: { section: 'calendar' },
      schema: { tags, security, body: FeedTokenBody, response: { 200: FeedAddress, ...errors } },
    },
    async (request) => {
      const school = requireBearer(request).school
      const user = requireBearerUser(request)
      const { includeClubs } = request.body
      const token = await issueFeed(ctx.database, links, school, user, includeClubs)
      return { url: address(request, school, token), includeClubs }
    },
  )

  r.get(
    '/api/v1/calendar/feed',
    {
      config: { section: 'calendar' },
      schema: { tags, security, response: { 200: CurrentFeedAddress, ...errors } },
    },
    async (request) => {
      const school = requireBearer(request).school
      const feed = await currentFeed(db, links, school, requireBearerUser(request))
      return feed && { url: address(request, school, feed.token), includeClubs: feed.includeClubs }
    },
  )

  r.get(
    '/ical/*',
    // A calendar app's subscription: it ends while the school's calendar is off.
    { config: { section: 'calendar' }, schema: { tags, params: FeedParams, response: errors } },
    async (request, reply) => {
      const school = requireSchool(request)
      const token = request.params['*'].slice(0, -'.ics'.length)
      const check = await links.verifyRevocable(db, school.id, FEED_PURPOSE, token)
      if (!check.ok) throw links.error(check.failure)
      const { subject, clubs } = check.claims
      const owner = typeof subject === 'string' ? await findUserByUid(db, school, subject) : null
      // The student left or was removed: their links mean nothing any more.
      if (!owner) throw notFound('Calendar feed')
      const entries = await personalFeedEvents(db, school, owner.id, clubs === 1)
      return sendCalendar(reply, `${school.name} · my events`, entries, site(request, school))
    },
  )

  r.get(
    '/ical/clubs/:clubUid.ics',
    { schema: { tags, params: ClubFeedParams, response: errors } },
    async (request, reply) => {
      const school = requireSchool(request)
      const club = await clubFeedEvents(db, school, request.params.clubUid)
      if (!club) throw notFound('Club')
      return sendCalendar(reply, club.name, club.events, site(request, school))
    },
  )

  r.get(
    '/api/v1/events/:id.ics',
    {
      config: { visitors: true },
      schema: { tags, security: [{ bearer: [] }, {}], params: EventParams, response: errors },
    },
    async (request, reply) => {
      const school = requireSchool(request)
      const viewer = request.bearer ? eventViewerOf(actorOf(request)) : null
      const event = await feedEventFor(db, school, request.params.id, viewer)
      if (!event) throw notFound('Event')
      void reply.header('content-disposition', `attachment; filename="event-${event.row.uid}.ics"`)
      return sendCalendar(reply, event.row.title, [event], site(request, school))
    },
  )
}

/**
 * RFC 5545 over HTTP: text/calendar in UTF-8; `private` so no shared cache keeps a
 * personal feed, and a short max-age so a calendar app polling often costs little.
 */
function sendCalendar(
  reply: FastifyReply,
  name: string,
  entries: readonly FeedEvent[],
  site: FeedSite,
): FastifyReply {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('cache-control', 'private, max-age=300')
    .send(icsCalendar(name, entries, site))
}
