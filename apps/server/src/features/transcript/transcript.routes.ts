import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import {
  ErrorBody,
  MyTranscript,
  TranscriptEntry,
  TranscriptEntryInput,
  TranscriptSettings,
  TranscriptShare,
  TranscriptShareInput,
  TranscriptShareList,
  TranscriptVerification,
} from '@quad/shared'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import {
  createEntry,
  deleteEntry,
  entryRows,
  presentEntry,
  termsById,
  updateEntry,
} from './entries.service.ts'
import { ALL_SECTIONS, composeRecord } from './record.service.ts'
import { createShare, listShares, revokeShare, verifyShare } from './shares.service.ts'
import { transcriptSettings } from './terms.service.ts'

const security = [{ bearer: [] }]
const tags = ['transcript']
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const Uid = z.object({ uid: z.string().check(z.minLength(1), z.maxLength(64)) })
const Token = z.object({ token: z.string().check(z.minLength(1), z.maxLength(1024)) })

/**
 * The student's co-curricular transcript (issue 36 item 2, decision 102): the record, their
 * entries, the PDF, verification links; and the link's public page.
 */
export function transcriptRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { database } = ctx
  const db = database.db
  const links = ctx.integrations.links
  const me = { tags, security }

  r.get(
    '/api/v1/transcript/settings',
    { schema: { ...me, response: { 200: TranscriptSettings, ...errors } } },
    async (request) => {
      const { school } = requireBearerContext(request)
      return transcriptSettings(db, school.id)
    },
  )

  r.get(
    '/api/v1/me/transcript',
    { schema: { ...me, response: { 200: MyTranscript, ...errors } } },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      const terms = await termsById(db, school.id)
      return {
        record: await composeRecord(db, school, user.id, ALL_SECTIONS),
        entries: (await entryRows(db, user.id)).map((row) => presentEntry(row, terms)),
      }
    },
  )

  r.get(
    '/api/v1/me/transcript.pdf',
    { schema: { ...me, produces: ['application/pdf'] } },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      const record = await composeRecord(db, school, user.id, ALL_SECTIONS)
      // pdf-lib and its fonts load with the first PDF: an idle server holds none of them (P6).
      const { transcriptPdf } = await import('./pdf.ts')
      const pdf = await transcriptPdf(record, { issuedAt: new Date(), timeZone: school.timeZone })
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="co-curricular-transcript.pdf"')
        .send(Buffer.from(pdf))
    },
  )

  r.post(
    '/api/v1/me/transcript/entries',
    {
      schema: { ...me, body: TranscriptEntryInput, response: { 201: TranscriptEntry, ...errors } },
    },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      return reply.code(201).send(await createEntry(db, school.id, user.id, request.body))
    },
  )

  r.put(
    '/api/v1/me/transcript/entries/:uid',
    {
      schema: {
        ...me,
        params: Uid,
        body: TranscriptEntryInput,
        response: { 200: TranscriptEntry, ...errors },
      },
    },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      return updateEntry(db, school.id, user.id, request.params.uid, request.body)
    },
  )

  r.delete(
    '/api/v1/me/transcript/entries/:uid',
    { schema: { ...me, params: Uid, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { user } = requireBearerContext(request)
      await deleteEntry(db, user.id, request.params.uid)
      return reply.code(204).send(null)
    },
  )

  r.get(
    '/api/v1/me/transcript/shares',
    { schema: { ...me, response: { 200: TranscriptShareList, ...errors } } },
    async (request) => {
      const { user } = requireBearerContext(request)
      return { items: await listShares(db, links, user.id) }
    },
  )

  r.post(
    '/api/v1/me/transcript/shares',
    {
      schema: { ...me, body: TranscriptShareInput, response: { 201: TranscriptShare, ...errors } },
    },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      return reply.code(201).send(await createShare(db, links, school, user.id, request.body))
    },
  )

  r.post(
    '/api/v1/me/transcript/shares/:uid/revoke',
    { schema: { ...me, params: Uid, response: { 200: TranscriptShare, ...errors } } },
    async (request) => {
      const { user } = requireBearerContext(request)
      return revokeShare(db, links, user.id, request.params.uid)
    },
  )

  r.get(
    '/api/v1/transcript/verify',
    {
      config: { visitors: true },
      schema: { tags, querystring: Token, response: { 200: TranscriptVerification, ...errors } },
    },
    async (request) => verifyShare(db, links, requireSchool(request), request.query.token),
  )
}
