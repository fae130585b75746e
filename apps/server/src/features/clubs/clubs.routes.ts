import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  Club,
  ClubAbout,
  ClubLayout,
  ClubLengthAwareListing,
  ClubListing,
  ClubsQuery,
  ErrorBody,
} from '@quad/shared'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { platformActions } from '../../platform/policies/actions.ts'
import { can } from '../../platform/policies/policies.ts'
import { clubActions } from './actions.ts'
import { lengthAwareListing, LengthAwareQuery, unknownKeys } from './club-listing.ts'
import { clubAbout, listClubs, type ClubOpener } from './clubs.service.ts'
import { ClubAboutParts } from './club-about.ts'
import { clubTabViewer, ownClubTabs } from './club-layout.ts'
import { ClubTabs } from './club-tabs.ts'
import { clubAboutPoint, clubCountPoint, clubTabPoint } from './extension-points.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { joinClub, leaveClub, type MembershipChange } from './memberships.service.ts'
import { ClubParams } from './club-params.ts'

/** The app's listing; a parameter it does not know is a 400 naming it, never ignored (issue 12). */
const ListQuery = z.strictObject(ClubsQuery.shape, {
  error: unknownKeys('parameter', [
    'search',
    'category',
    'membership',
    'ordering',
    'pageOffset',
    'pageSize',
  ]),
})
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }
const tags = ['clubs']
const security = [{ bearer: [] }]

/**
 * api.md "Later sections" and spec 7 (clubs, bearer): the listing, a club's about page,
 * and the viewer's own membership (join with POST, leave with DELETE).
 */
export function clubRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const { database, outbox } = ctx
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = database.db
  // What other features add to the about answer and the page's tabs (their contributions).
  const aboutParts = new ClubAboutParts(ctx.extensions.of(clubAboutPoint))
  const tabs = new ClubTabs([...ownClubTabs, ...ctx.extensions.of(clubTabPoint)])
  const counts = ctx.extensions.of(clubCountPoint)
  // School admins open every club (a request, an unpublished or archived one).
  const pageViewer = (request: FastifyRequest) => {
    const actor = actorOf(request)
    return {
      userId: actor.userId,
      admin: can(actor, clubActions['club.approve'], { schoolId: actor.schoolId }),
    }
  }
  /** The signed-in viewer of a club's about page, or null for a visitor (no token). */
  const opener = (request: FastifyRequest): ClubOpener | null => {
    if (!request.bearer) return null
    const actor = actorOf(request)
    // Moderators and admins still read a club hidden for review (decision 032).
    const seesHidden = can(actor, platformActions['report.list'], { schoolId: actor.schoolId })
    return { ...pageViewer(request), seesHidden }
  }

  r.get(
    '/api/v1/clubs',
    {
      schema: {
        tags,
        summary: 'The school’s clubs, NameAsc by default, a page at a time',
        description:
          'Each club with its member and officer counts and the viewer’s role (`membership`: ' +
          'member, officer or null). `search` matches name, category and description; ' +
          '`membership=mine` lists only the viewer’s clubs; `pageOffset` is zero-based. An unknown ' +
          'parameter is a 400 naming it.',
        security,
        querystring: ListQuery,
        response: { 200: ClubListing, ...errors },
      },
    },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      return listClubs(db, school, user.id, request.query)
    },
  )

  r.get(
    '/api/v1/clubs/listing',
    {
      schema: {
        tags,
        summary:
          'The length-aware listing of clubs (spec 7): JSON filters, optional properties, relationships',
        description:
          '`filters` is a JSON object keyed by spec 3’s Club filter names (Id, Ids, School, Deleted, ' +
          'Search, Published, HideFromGroupsList, ClosedMembership, Category, GroupTag, ' +
          'StudentMembership; HomePage, GroupTypeLookup, GroupTypeLookupType, StatusLookup and ' +
          'LockedOfficers are refused: Quad has no such data). `optionalProperties` and ' +
          '`relationships` are JSON arrays of spec 3’s names; a property Quad lacks is left out and ' +
          'named in `messages`. `ordering` is camel-joined `{Field}{Asc|Desc}` keys (Name, Category, ' +
          'CountMembers, CountOfficers, Created), NameAsc by default. Anything unknown is a 400 naming it.',
        security,
        querystring: LengthAwareQuery,
        response: { 200: ClubLengthAwareListing, ...errors },
      },
    },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      return lengthAwareListing(db, school, user.id, request.query, counts)
    },
  )

  r.get(
    '/api/v1/clubs/:id/about',
    {
      config: { visitors: true },
      schema: {
        tags,
        summary: 'A club, its officers and its additional information (spec 3 about response)',
        description:
          'A share-mode visitor (no token) opens a listed club only, and reads no officers.',
        security,
        params: ClubParams,
        response: { 200: ClubAbout, ...errors },
      },
    },
    async (request) => {
      const school = requireSchool(request)
      const about = await clubAbout(db, school, opener(request), request.params.id)
      // What other features add (its upcoming events, decision 034); none under review.
      if (about.underReview) return about
      const viewerId = request.bearer ? actorOf(request).userId : null
      return { ...about, ...(await aboutParts.of(db, school, about.club.id, viewerId)) }
    },
  )

  r.get(
    '/api/v1/clubs/:id/layout',
    {
      config: { visitors: true },
      schema: {
        tags,
        summary: 'The tabs of the club’s page the viewer sees, in order (spec 7 club layout)',
        description:
          'About for everyone who opens the club; Events and News while it is active; ' +
          'Discussion, Forum and Members for its members and school admins. A share-mode ' +
          'visitor (no token) opens a listed club only: About, Events and News.',
        security,
        params: ClubParams,
        response: { 200: ClubLayout, ...errors },
      },
    },
    async (request) => {
      const viewer = request.bearer ? pageViewer(request) : null
      const tabViewer = await clubTabViewer(db, requireSchool(request), viewer, request.params.id)
      return tabs.layout(tabViewer)
    },
  )

  /** Answers the club as the viewer now sees it: 201 when they joined, 200 when already in. */
  const membershipReply = (reply: FastifyReply, change: MembershipChange, created = 200) =>
    reply.code(change.changed ? created : 200).send(change.club)

  r.post(
    '/api/v1/clubs/:id/membership',
    {
      schema: {
        tags,
        summary: 'Join the club as a member',
        description:
          '201 with the club when the viewer joined (its officers are notified: ' +
          'groups.officer.newMember), 200 when they were already in. Another school’s club is a 404.',
        security,
        params: ClubParams,
        response: { 200: Club, 201: Club, ...errors },
      },
    },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      return membershipReply(
        reply,
        await joinClub(db, outbox, school, user.id, request.params.id),
        201,
      )
    },
  )

  r.delete(
    '/api/v1/clubs/:id/membership',
    {
      schema: {
        tags,
        summary: 'Leave the club (its notification settings go with the membership)',
        security,
        params: ClubParams,
        response: { 200: Club, ...errors },
      },
    },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      return membershipReply(reply, await leaveClub(db, outbox, school, user.id, request.params.id))
    },
  )
}
