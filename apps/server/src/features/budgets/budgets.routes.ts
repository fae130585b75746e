import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendCsv } from '../../platform/http/csv-reply.ts'
import {
  BudgetQueue,
  BudgetRequest,
  BudgetRequestBody,
  BUDGET_RECEIPT_MAX_BYTES,
  BudgetReviewBody,
  ClubBudget,
  ErrorBody,
} from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { notFound } from '../../platform/errors.ts'
import { readUpload } from '../../platform/files/upload.ts'
import { sendStoredFile } from '../../platform/http/file-reply.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { clubAdminRequests, ClubParams } from '../clubs/index.ts'
import {
  clubBudget,
  resubmitRequest,
  submitRequest,
  withdrawRequest,
} from './budget-requests.service.ts'
import { budgetQueue, reviewRequest } from './budget-review.service.ts'
import { budgetCsv } from './budget-csv.ts'
import { attachReceipt, readableReceipt, receiptKey, removeReceipt } from './receipts.service.ts'

const Id = z.string().min(1).max(64)
const RequestParams = ClubParams.extend({ requestId: Id })
const ReviewParams = z.object({ requestId: Id })
const ReceiptId = z.string().regex(/^[0-9a-f]{32}$/, 'not a receipt id')
const ReceiptParams = RequestParams.extend({ receiptId: ReceiptId })
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const tags = ['budgets']
const security = [{ bearer: [] }]

/**
 * Clubs' budget requests (issue 37 item 3, decision 109): a club's officers (and school
 * admins) send, change after a return, withdraw and read them with the club's ledger;
 * staff and school admins (`budget.review`) review them stage by stage.
 */
export function budgetRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const admitted = clubAdminRequests(ctx.database, ctx.outbox, ctx.policies)
  const base = '/api/v1/clubs/:id/budget-requests'
  const runs = async (request: Parameters<typeof admitted>[0], clubUid: string) =>
    (await admitted(request, 'club.manage_members', clubUid)).deps

  r.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'The club’s budget requests and its ledger per term',
        params: ClubParams,
        response: { 200: ClubBudget, ...errors },
      },
    },
    async (request) => clubBudget(await runs(request, request.params.id), request.params.id),
  )

  r.get(
    `${base}.csv`,
    {
      schema: {
        tags,
        security,
        summary: 'The club’s budget requests, one line item a row (CSV)',
        params: ClubParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const budget = await clubBudget(await runs(request, request.params.id), request.params.id)
      return sendCsv(reply, 'budget-requests.csv', budgetCsv(budget.items))
    },
  )

  r.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Asks for money: a purpose and line items in minor units, to staff’s first stage',
        params: ClubParams,
        body: BudgetRequestBody,
        response: { 201: BudgetRequest, ...errors },
      },
    },
    async (request, reply) => {
      const deps = await runs(request, request.params.id)
      return reply.code(201).send(await submitRequest(deps, request.params.id, request.body))
    },
  )

  r.put(
    `${base}/:requestId`,
    {
      schema: {
        tags,
        security,
        summary: 'Sends a returned request again, changed (it starts at the first stage)',
        params: RequestParams,
        body: BudgetRequestBody,
        response: { 200: BudgetRequest, ...errors },
      },
    },
    async (request) => {
      const { id, requestId } = request.params
      return resubmitRequest(await runs(request, id), id, requestId, request.body)
    },
  )

  r.delete(
    `${base}/:requestId`,
    {
      schema: {
        tags,
        security,
        summary: 'Withdraws a request still waiting, or returned',
        params: RequestParams,
        response: { 204: z.null().describe('Done'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, requestId } = request.params
      await withdrawRequest(await runs(request, id), id, requestId)
      return reply.code(204).send(null)
    },
  )

  const receiptsOf = `${base}/:requestId/receipts`
  r.post(
    receiptsOf,
    {
      schema: {
        tags,
        security,
        summary:
          'Attaches a receipt (an image or a PDF, multipart `file`) while the request waits or was returned',
        consumes: ['multipart/form-data'],
        params: RequestParams,
        response: { 201: BudgetRequest, ...errors, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id, requestId } = request.params
      const deps = await runs(request, id)
      const upload = await readUpload(request, 'file', BUDGET_RECEIPT_MAX_BYTES)
      const changed = await attachReceipt(deps, ctx.storage, id, requestId, upload)
      return reply.code(201).send(changed)
    },
  )

  r.delete(
    `${receiptsOf}/:receiptId`,
    {
      schema: {
        tags,
        security,
        summary: 'Takes a receipt off while the request waits or was returned',
        params: ReceiptParams,
        response: { 204: z.null().describe('Done'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, requestId, receiptId } = request.params
      await removeReceipt(await runs(request, id), ctx.storage, id, requestId, receiptId)
      return reply.code(204).send(null)
    },
  )

  r.get(
    '/api/v1/budget-requests/:requestId/receipts/:receiptId',
    {
      schema: {
        tags,
        security,
        summary: 'A receipt, for the club’s officers and the reviewers (anyone else: 404)',
        params: ReviewParams.extend({ receiptId: ReceiptId }),
      },
    },
    async (request, reply) => {
      const { school } = requireBearerContext(request)
      const { requestId, receiptId } = request.params
      const actor = actorOf(request)
      const receipt = await readableReceipt(ctx.database.db, school.id, requestId, receiptId, {
        reviews: () => ctx.policies.can(actor, 'budget.review', { schoolId: school.id }),
        runsClub: (clubUid) =>
          ctx.policies.can(actor, 'club.manage_members', { schoolId: school.id, clubUid }),
      })
      const data = await ctx.storage.get(receiptKey(school.id, receipt.id))
      if (!data) throw notFound('Receipt')
      return sendStoredFile(reply, receipt, data)
    },
  )

  const review = { config: { requires: 'budget.review' as const } }

  r.get(
    '/api/v1/budget-requests',
    {
      ...review,
      schema: {
        tags,
        security,
        summary: 'Requests waiting for review, at any stage, oldest first',
        response: { 200: BudgetQueue, ...errors },
      },
    },
    async (request) => {
      requireBearerContext(request)
      return budgetQueue(ctx.database.db, requireSchool(request))
    },
  )

  r.post(
    '/api/v1/budget-requests/:requestId/review',
    {
      ...review,
      schema: {
        tags,
        security,
        summary: 'Approves the stage a request waits at, returns it with a note, or rejects it',
        params: ReviewParams,
        body: BudgetReviewBody,
        response: { 200: BudgetRequest, ...errors },
      },
    },
    async (request) => {
      requireBearerContext(request)
      const deps = {
        db: ctx.database.db,
        outbox: ctx.outbox,
        school: requireSchool(request),
        origin: auditOrigin(request, actorOf(request).userId),
      }
      return reviewRequest(deps, request.params.requestId, request.body)
    },
  )
}
