import type { FastifyInstance } from 'fastify'
import { sendCsv } from '../../platform/http/csv-reply.ts'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CLUB_ID_PATTERN,
  ClubAnnouncement,
  ClubAnnouncementLimited,
  ClubAnnouncementSent,
  ClubJoinDecision,
  ClubMemberRoleChange,
  ClubMembersPage,
  ClubMembersQuery,
  ClubMembershipRules,
  ClubMembershipRulesChange,
  ErrorBody,
} from '@quad/shared'
import type { Database } from '../../platform/db/database.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import { authorize } from '../../platform/policies/policies.plugin.ts'
import type { Policies } from '../../platform/policies/policies.ts'
import { AnnouncementLimit, announce } from './announcements.service.ts'
import {
  changeMemberRole,
  decideRequest,
  removeMember,
  setMembershipRules,
} from './membership-admin.service.ts'
import { clubAdminRequests } from './club-admin-request.ts'
import { membersCsv } from './members-csv.ts'
import { allMembers, listMembers } from './members.service.ts'

const uidField = z.string().regex(CLUB_ID_PATTERN, 'a public id: lower-case letters and digits')
const ClubParams = z.object({ id: uidField })
const MemberParams = z.object({ id: uidField, memberUid: uidField })
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }
const tags = ['clubs']
const security = [{ bearer: [] }]
const done = { 204: z.null().describe('Done') }

/**
 * Officers run their club (issue 14, decision 031): who is in it, its membership rules,
 * messages to all members and the CSV. Each route checks its action on the club (its
 * officers, or its members for the list, besides school admins) and audits the change.
 */
export function memberRoutes(
  app: FastifyInstance,
  database: Database,
  outbox: Outbox,
  policies: Policies,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = database.db

  const allowed = clubAdminRequests(database, outbox, policies)

  r.get(
    '/api/v1/clubs/:id/members',
    {
      schema: {
        tags,
        summary: 'The club’s members, or its requests to join (status=pending), by name',
        description:
          'For the club’s members, its officers and school admins. `q` matches the name, `role` ' +
          'keeps officers or members; `{items, nextCursor}`. An email shows only where its ' +
          'owner’s privacy lets the viewer see it.',
        security,
        params: ClubParams,
        querystring: ClubMembersQuery,
        response: { 200: ClubMembersPage, ...errors },
      },
    },
    async (request) => {
      const { deps, user } = await allowed(request, 'club.view_members', request.params.id)
      if (request.query.status === 'pending') {
        await authorize(policies, request, 'club.manage_members', {
          schoolId: deps.school.id,
          clubUid: request.params.id,
        })
      }
      return listMembers(db, deps.school, user.id, request.params.id, request.query)
    },
  )

  r.get(
    '/api/v1/clubs/:id/members.csv',
    {
      schema: {
        tags,
        summary: 'The club’s members as CSV (officers and school admins)',
        description:
          'First name, last name, email (where the member’s privacy allows), role and joined ' +
          'date; a cell starting with = + - @ gets a leading apostrophe.',
        security,
        params: ClubParams,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { deps, user } = await allowed(request, 'club.manage_members', request.params.id)
      const members = await allMembers(db, deps.school, user.id, request.params.id)
      return sendCsv(reply, `club-${request.params.id}-members.csv`, membersCsv(members))
    },
  )

  r.put(
    '/api/v1/clubs/:id/membership-rules',
    {
      schema: {
        tags,
        summary: 'Closed membership (officers, admins) and locked officers (school admins)',
        security,
        params: ClubParams,
        body: ClubMembershipRulesChange,
        response: { 200: ClubMembershipRules, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params
      const { deps } = await allowed(request, 'club.manage_members', id)
      if (request.body.lockedOfficers !== undefined) {
        await authorize(policies, request, 'club.lock_officers', { schoolId: deps.school.id })
      }
      return setMembershipRules(deps, id, request.body)
    },
  )

  r.post(
    '/api/v1/clubs/:id/requests/:memberUid',
    {
      schema: {
        tags,
        summary: 'Approve (the student joins) or decline a request to join',
        description: 'The student is told the outcome in their notifications.',
        security,
        params: MemberParams,
        body: ClubJoinDecision,
        response: { ...done, ...errors },
      },
    },
    async (request, reply) => {
      const { id, memberUid } = request.params
      const { deps } = await allowed(request, 'club.manage_members', id)
      await decideRequest(deps, id, memberUid, request.body.approve)
      return reply.code(204).send(null)
    },
  )

  r.put(
    '/api/v1/clubs/:id/members/:memberUid',
    {
      schema: {
        tags,
        summary: 'Make a member an officer, or an officer a member (step down: your own uid)',
        description:
          'Officers of an unlocked club and school admins. 409 when it would leave the club ' +
          'without an officer.',
        security,
        params: MemberParams,
        body: ClubMemberRoleChange,
        response: { ...done, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id, memberUid } = request.params
      const { deps, mayChangeOfficers } = await allowed(request, 'club.manage_members', id)
      await changeMemberRole(deps, id, memberUid, request.body.role, mayChangeOfficers)
      return reply.code(204).send(null)
    },
  )

  r.delete(
    '/api/v1/clubs/:id/members/:memberUid',
    {
      schema: {
        tags,
        summary: 'Remove a member from the club',
        description:
          'Removing an officer needs the right to change officers; never the last one (409).',
        security,
        params: MemberParams,
        response: { ...done, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id, memberUid } = request.params
      const { deps, mayChangeOfficers } = await allowed(request, 'club.manage_members', id)
      await removeMember(deps, id, memberUid, mayChangeOfficers)
      return reply.code(204).send(null)
    },
  )

  r.post(
    '/api/v1/clubs/:id/announcements',
    {
      schema: {
        tags,
        summary: 'Message every member (in-app and email, as each member’s settings allow)',
        description: `Never to the sender. At most 5 a club in 24 hours: a 429 with \`retryAt\`.`,
        security,
        params: ClubParams,
        body: ClubAnnouncement,
        response: { 201: ClubAnnouncementSent, ...errors, 429: ClubAnnouncementLimited },
      },
    },
    async (request, reply) => {
      const { deps } = await allowed(request, 'club.manage_members', request.params.id)
      try {
        return reply.code(201).send(await announce(deps, request.params.id, request.body))
      } catch (error) {
        if (!(error instanceof AnnouncementLimit)) throw error
        const seconds = Math.ceil((error.retryAt.getTime() - Date.now()) / 1000)
        return reply
          .code(429)
          .header('Retry-After', String(Math.max(1, seconds)))
          .send({
            error: { code: error.code, message: error.message },
            retryAt: error.retryAt.toISOString(),
          })
      }
    },
  )
}
