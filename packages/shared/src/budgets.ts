import * as z from 'zod/mini'

/*
 * A club's budget requests (issue 37 item 3, decision 109): line items in minor units,
 * a purpose, reviewed by staff in stages; approved ones make the club's ledger per term.
 */

/**
 * The review stages every request passes, in order (decision 109). Each is approved by a
 * staff member or school admin who approved no earlier stage of the same request.
 */
export const BUDGET_REVIEW_STAGES = ['Student life', 'Finance'] as const

export const BUDGET_TITLE_MAX = 120
export const BUDGET_PURPOSE_MAX = 2000
export const BUDGET_ITEM_MAX = 160
export const BUDGET_ITEMS_MAX = 30
/** One line's most, in minor units: a million in the currency. */
export const BUDGET_AMOUNT_MAX = 100_000_000
export const BUDGET_NOTE_MAX = 1000

const Text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max))

export const BudgetItemBody = z.object({
  description: Text(BUDGET_ITEM_MAX),
  /** In the currency's minor units (cents): a whole number above zero. */
  amountMinor: z.number().check(z.int(), z.minimum(1), z.maximum(BUDGET_AMOUNT_MAX)),
})
export type BudgetItemBody = z.infer<typeof BudgetItemBody>

/** `POST /api/v1/clubs/{id}/budget-requests`, and `PUT …/{requestId}` to send it again. */
export const BudgetRequestBody = z.object({
  title: Text(BUDGET_TITLE_MAX),
  purpose: Text(BUDGET_PURPOSE_MAX),
  items: z.array(BudgetItemBody).check(z.minLength(1), z.maxLength(BUDGET_ITEMS_MAX)),
})
export type BudgetRequestBody = z.infer<typeof BudgetRequestBody>

export const BudgetDecision = z.enum(['approve', 'return', 'reject'])
export type BudgetDecision = z.infer<typeof BudgetDecision>

/** The stage the reviewer decides on, as they saw it: a request that moved on since is a 409. */
const Stage = z.number().check(z.int(), z.minimum(1), z.maximum(BUDGET_REVIEW_STAGES.length))
const Note = z.string().check(z.trim(), z.minLength(1), z.maxLength(BUDGET_NOTE_MAX))

/** `POST /api/v1/budget-requests/{requestId}/review`: returning or rejecting needs a note. */
export const BudgetReviewBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), stage: Stage }),
  z.object({ decision: z.literal('return'), stage: Stage, note: Note }),
  z.object({ decision: z.literal('reject'), stage: Stage, note: Note }),
])
export type BudgetReviewBody = z.infer<typeof BudgetReviewBody>

export const BudgetStatus = z.enum(['submitted', 'returned', 'approved', 'rejected', 'withdrawn'])
export type BudgetStatus = z.infer<typeof BudgetStatus>

export const BudgetReview = z.object({
  stage: z.number(),
  stageName: z.string(),
  decision: BudgetDecision,
  note: z.string(),
  reviewer: z.string(),
  at: z.string(),
})
export type BudgetReview = z.infer<typeof BudgetReview>

/** Receipts a request may carry, and the largest (decision 109). */
export const BUDGET_RECEIPTS_MAX = 10
export const BUDGET_RECEIPT_MAX_BYTES = 10 * 1024 * 1024

/**
 * Whether a request's receipts may change: before any stage has approved it (waiting at the
 * first) or once returned to its club, so a reviewer reads what the one before approved.
 */
export const receiptsMayChange = (request: { status: string; stage: number }) =>
  request.status === 'returned' || (request.status === 'submitted' && request.stage === 1)

/** A receipt attached to a request: an image (kept as WebP) or a PDF. */
export const BudgetReceipt = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
})
export type BudgetReceipt = z.infer<typeof BudgetReceipt>

export const BudgetRequest = z.object({
  id: z.string(),
  clubId: z.string(),
  clubName: z.string(),
  title: z.string(),
  purpose: z.string(),
  items: z.array(z.object({ description: z.string(), amountMinor: z.number() })),
  totalMinor: z.number(),
  currency: z.string(),
  status: BudgetStatus,
  /** While submitted: the stage waiting (1-based); else the last stage reached. */
  stage: z.number(),
  stageName: z.string(),
  termKey: z.string(),
  termName: z.string(),
  submittedBy: z.string(),
  submittedAt: z.string(),
  reviews: z.array(BudgetReview),
  receipts: z.array(BudgetReceipt),
})
export type BudgetRequest = z.infer<typeof BudgetRequest>

/** `GET /api/v1/clubs/{id}/budget-requests`: newest first, and the ledger of approved money per term. */
export const ClubBudget = z.object({
  /** The school's currency now: a new request's amounts are in it. */
  currency: z.string(),
  items: z.array(BudgetRequest),
  ledger: z.array(
    z.object({
      termKey: z.string(),
      termName: z.string(),
      currency: z.string(),
      approvedMinor: z.number(),
      requestedMinor: z.number(),
    }),
  ),
})
export type ClubBudget = z.infer<typeof ClubBudget>

/** `GET /api/v1/budget-requests`: the staff's queue, oldest first. */
export const BudgetQueue = z.object({ items: z.array(BudgetRequest) })
export type BudgetQueue = z.infer<typeof BudgetQueue>
