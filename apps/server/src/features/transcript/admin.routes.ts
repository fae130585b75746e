import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import {
  ErrorBody,
  TranscriptEntry,
  TranscriptReviewInput,
  TranscriptReviewList,
  TranscriptTerm,
  TranscriptTermInput,
} from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { pendingEntries, reviewEntry } from './review.service.ts'
import { archiveTerm, createTerm, type TermKind } from './terms.service.ts'

const security = [{ bearer: [] }]
const admin = { tags: ['admin'], security }
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const Uid = z.object({ uid: z.string().check(z.minLength(1), z.maxLength(64)) })

/**
 * Staff's side of the transcript (decision 102): reviewing entries (`transcript.review`,
 * staff and school admins) and the school's categories and learning outcomes
 * (`transcript.configure`, school admins), each change audited in its transaction.
 */
export function transcriptAdminRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { database } = ctx

  r.get(
    '/api/v1/admin/transcript/entries',
    {
      config: { requires: 'transcript.review' },
      schema: { ...admin, response: { 200: TranscriptReviewList, ...errors } },
    },
    async (request) => ({ items: await pendingEntries(database.db, requireSchool(request).id) }),
  )

  r.post(
    '/api/v1/admin/transcript/entries/:uid/review',
    {
      config: { requires: 'transcript.review' },
      schema: {
        ...admin,
        params: Uid,
        body: TranscriptReviewInput,
        response: { 200: TranscriptEntry, ...errors },
      },
    },
    async (request) => {
      const origin = auditOrigin(request, actorOf(request).userId)
      const school = requireSchool(request)
      return reviewEntry(database, ctx.outbox, origin, school, request.params.uid, request.body)
    },
  )

  const paths: Record<TermKind, string> = { category: 'categories', outcome: 'outcomes' }
  for (const [kind, path] of Object.entries(paths) as [TermKind, string][]) {
    r.post(
      `/api/v1/admin/transcript/${path}`,
      {
        config: { requires: 'transcript.configure' },
        schema: {
          ...admin,
          body: TranscriptTermInput,
          response: { 201: TranscriptTerm, ...errors },
        },
      },
      async (request, reply) => {
        const origin = auditOrigin(request, actorOf(request).userId)
        const made = await createTerm(
          database,
          origin,
          requireSchool(request).id,
          kind,
          request.body,
        )
        return reply.code(201).send(made)
      },
    )

    r.post(
      `/api/v1/admin/transcript/${path}/:uid/archive`,
      {
        config: { requires: 'transcript.configure' },
        schema: { ...admin, params: Uid, response: { 200: TranscriptTerm, ...errors } },
      },
      async (request) => {
        const origin = auditOrigin(request, actorOf(request).userId)
        return archiveTerm(database, origin, requireSchool(request).id, kind, request.params.uid)
      },
    )
  }
}
