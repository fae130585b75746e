import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../platform/errors.ts'
import { sendCsv } from '../../platform/http/csv-reply.ts'
import { sendStoredFile } from '../../platform/http/file-reply.ts'
import {
  ErrorBody,
  Form,
  FormBody,
  FormList,
  FormResponseBody,
  FormResponseReceipt,
  FormResults,
  FormStatusBody,
} from '@quad/shared'
import type { ModuleContext } from '../../platform/module.ts'
import { ClubParams } from '../clubs/index.ts'
import { formRequests } from './form-access.ts'
import { formFileKey, readableFormFile } from './form-files.ts'
import { formCsv, formResults } from './form-results.ts'
import {
  clubForms,
  createForm,
  deleteForm,
  formsForMe,
  readForm,
  schoolForms,
  setFormStatus,
  updateForm,
} from './forms.service.ts'
import { submitResponse } from './responses.service.ts'

const FormParams = z.object({ formId: z.string().min(1).max(64) })
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const tags = ['forms']
const security = [{ bearer: [] }]

/**
 * Forms and surveys (issue 37 item 1, decision 110): a club's officers and the school's
 * staff build and share them and read the answers; those they go to answer them.
 */
export function formRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const admitted = formRequests(ctx.database, ctx.outbox, ctx.storage, ctx.policies)

  r.get(
    '/api/v1/forms',
    {
      schema: {
        tags,
        security,
        summary: 'The forms the student may answer now, newest first',
        response: { 200: FormList, ...errors },
      },
    },
    async (request) => formsForMe(await admitted(request)),
  )

  r.get(
    '/api/v1/clubs/:id/forms',
    {
      schema: {
        tags,
        security,
        summary: 'Every form of the club, drafts too, for those who run it',
        params: ClubParams,
        response: { 200: FormList, ...errors },
      },
    },
    async (request) => clubForms(await admitted(request), request.params.id),
  )

  r.post(
    '/api/v1/clubs/:id/forms',
    {
      schema: {
        tags,
        security,
        summary: 'Builds a form for the club (a draft until opened)',
        params: ClubParams,
        body: FormBody,
        response: { 201: Form, ...errors },
      },
    },
    async (request, reply) => {
      const deps = await admitted(request)
      return reply.code(201).send(await createForm(deps, request.params.id, request.body))
    },
  )

  r.get(
    '/api/v1/school-forms',
    {
      schema: {
        tags,
        security,
        summary: 'The school’s own forms, for staff',
        response: { 200: FormList, ...errors },
      },
    },
    async (request) => schoolForms(await admitted(request)),
  )

  r.post(
    '/api/v1/school-forms',
    {
      schema: {
        tags,
        security,
        summary: 'Builds a form of the school’s own (a draft until opened)',
        body: FormBody,
        response: { 201: Form, ...errors },
      },
    },
    async (request, reply) => {
      const deps = await admitted(request)
      return reply.code(201).send(await createForm(deps, null, request.body))
    },
  )

  r.get(
    '/api/v1/forms/:formId',
    {
      schema: {
        tags,
        security,
        summary: 'A form to fill in, or to edit for those who run it',
        params: FormParams,
        response: { 200: Form, ...errors },
      },
    },
    async (request) => readForm(await admitted(request), request.params.formId),
  )

  r.put(
    '/api/v1/forms/:formId',
    {
      schema: {
        tags,
        security,
        summary: 'Changes a form (its questions only until someone answers)',
        params: FormParams,
        body: FormBody,
        response: { 200: Form, ...errors },
      },
    },
    async (request) => updateForm(await admitted(request), request.params.formId, request.body),
  )

  r.post(
    '/api/v1/forms/:formId/status',
    {
      schema: {
        tags,
        security,
        summary: 'Opens a draft or a closed form, or closes it',
        params: FormParams,
        body: FormStatusBody,
        response: { 200: Form, ...errors },
      },
    },
    async (request) => setFormStatus(await admitted(request), request.params.formId, request.body),
  )

  r.delete(
    '/api/v1/forms/:formId',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a form and every answer to it',
        params: FormParams,
        response: { 204: z.null().describe('Done'), ...errors },
      },
    },
    async (request, reply) => {
      await deleteForm(await admitted(request), request.params.formId)
      return reply.code(204).send(null)
    },
  )

  r.post(
    '/api/v1/forms/:formId/responses',
    {
      schema: {
        tags,
        security,
        summary: 'Answers a form',
        params: FormParams,
        body: FormResponseBody,
        response: { 201: FormResponseReceipt, ...errors },
      },
    },
    async (request, reply) => {
      const deps = await admitted(request)
      const receipt = await submitResponse(deps, request.params.formId, request.body)
      return reply.code(201).send(receipt)
    },
  )

  r.get(
    '/api/v1/forms/:formId/results',
    {
      schema: {
        tags,
        security,
        summary: 'The answers summed per question, for those who run the form',
        params: FormParams,
        response: { 200: FormResults, ...errors },
      },
    },
    async (request) => formResults(await admitted(request), request.params.formId),
  )

  r.get(
    '/api/v1/forms/:formId/responses.csv',
    {
      schema: {
        tags,
        security,
        summary: 'Every response, one a row (CSV), for those who run the form',
        params: FormParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await formCsv(await admitted(request), request.params.formId)
      return sendCsv(reply, 'form-responses.csv', csv)
    },
  )

  r.get(
    '/api/v1/forms/:formId/files/:fileId',
    {
      schema: {
        tags,
        security,
        summary: 'A file sent as an answer, for those who run the form and its sender',
        params: FormParams.extend({ fileId: z.string().regex(/^[0-9a-f]{32}$/, 'not a file id') }),
        querystring: z.object({ variant: z.enum(['original', 'preview']).default('original') }),
        response: { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const deps = await admitted(request)
      const file = await readableFormFile(deps, request.params.formId, request.params.fileId)
      const preview = request.query.variant === 'preview' && file.hasPreview
      const data = await ctx.storage.get(
        formFileKey(deps.school.id, file.id, preview ? 'preview' : undefined),
      )
      if (!data) throw notFound('File')
      return sendStoredFile(reply, preview ? { ...file, contentType: 'image/webp' } : file, data)
    },
  )
}
