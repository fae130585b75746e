import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { Club, ClubCategories, ClubRequestBody, ErrorBody, UpdateClubBody } from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import { readUpload } from '../../platform/files/upload.ts'
import { schoolImageRoute } from '../../platform/files/school-images.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { can } from '../../platform/policies/policies.ts'
import { authorize } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { clubActions } from './actions.ts'
import { listCategories } from './club-categories.service.ts'
import {
  CLUB_IMAGE_MAX_BYTES,
  CLUB_IMAGE_PREFIX,
  clubImageKey,
  isListedClubArt,
  replaceClubImage,
  type ClubImageKind,
} from './club-images.service.ts'
import { ClubParams } from './club-params.ts'
import { requestClub } from './club-requests.service.ts'
import { updateClub } from './club-update.service.ts'

const tags = ['clubs']
const security = [{ bearer: [] }]
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const uploadErrors = { ...errors, 413: ErrorBody, 415: ErrorBody }

/**
 * A club's officers and school admins edit it; students ask for new clubs (issue 14
 * item 3, decision 030). Whether the viewer is an admin (every field) or an officer
 * (about, questions, tags, images) is the policies module's answer for `club.update`.
 */
export function clubEditRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db

  /** The club's editor: its officer or a school admin (else 403), and which of the two. */
  const editor = async (request: FastifyRequest, clubUid: string) => {
    const school = requireSchool(request)
    const actor = await authorize(ctx.policies, request, 'club.update', {
      schoolId: school.id,
      clubUid,
    })
    const admin = can(actor, clubActions['club.update'], { schoolId: school.id })
    return { school, admin, origin: auditOrigin(request, actor.userId) }
  }

  r.patch(
    '/api/v1/clubs/:id',
    {
      schema: {
        tags,
        summary: 'Edit a club (its officers: about, questions, tags; school admins: everything)',
        description:
          'Only the fields sent change. `additionalInfo` replaces the questions (spec 3 "Club ' +
          'about response": a DATE answer is YYYY-MM-DD, a URL answer an http(s) address). ' +
          'Name, category, `published`, `hidden` and `status` are for school admins; an ' +
          'archived club is read-only to its officers (409).',
        security,
        params: ClubParams,
        body: UpdateClubBody,
        response: { 200: Club, ...errors },
      },
    },
    async (request) => {
      const { school, admin, origin } = await editor(request, request.params.id)
      return updateClub(db, school, origin, request.params.id, request.body, admin)
    },
  )

  for (const kind of ['logo', 'cover'] as const satisfies ClubImageKind[]) {
    r.put(
      `/api/v1/clubs/:id/${kind}`,
      {
        schema: {
          tags,
          summary: `Upload the club's ${kind} (officers and school admins)`,
          description:
            `multipart/form-data with one file part \`${kind}\`: a JPEG, PNG or WebP image ` +
            'of at most 5 MB, decided by its bytes (else 415) and re-encoded.',
          security,
          consumes: ['multipart/form-data'],
          params: ClubParams,
          response: { 200: Club, ...uploadErrors },
        },
      },
      async (request) => {
        const { school, admin, origin } = await editor(request, request.params.id)
        const upload = await readUpload(request, kind, CLUB_IMAGE_MAX_BYTES)
        return replaceClubImage(
          db,
          ctx.storage,
          school,
          origin,
          { uid: request.params.id, kind, admin },
          upload.data,
        )
      },
    )
  }

  r.post(
    '/api/v1/clubs/requests',
    {
      schema: {
        tags,
        summary: 'Ask for a new club: it waits for a school admin, with the asker as officer',
        description:
          'The school admins are notified; the student hears of the answer. At most 3 ' +
          'requests may wait at once (409).',
        security,
        body: ClubRequestBody,
        response: { 201: Club, ...errors },
      },
    },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      const club = await requestClub(db, ctx.outbox, school, user, request.body)
      return reply.code(201).send(club)
    },
  )

  r.get(
    '/api/v1/clubs/categories',
    {
      schema: {
        tags,
        summary: 'The school’s club categories, by name',
        security,
        response: { 200: ClubCategories, ...errors },
      },
    },
    async (request) => {
      const { school } = requireBearerContext(request)
      return listCategories(db, school)
    },
  )

  // Uploaded club images are seen by signed-in members of their own school, as photos,
  // and a listed club's by share-mode visitors too.
  schoolImageRoute(app, ctx.storage, {
    prefix: CLUB_IMAGE_PREFIX,
    what: 'Image',
    keyOf: clubImageKey,
    shownToVisitors: (school, url) => isListedClubArt(db, school, url),
  })
}
