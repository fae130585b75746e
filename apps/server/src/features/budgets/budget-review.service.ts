import './outbox-messages.ts'
import { and, eq } from 'drizzle-orm'
import {
  BUDGET_REVIEW_STAGES,
  type BudgetQueue,
  type BudgetRequest,
  type BudgetReviewBody,
} from '@quad/shared'
import { budgetRequestReviews, budgetRequests } from '../../db/schema/budgets.ts'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Db } from '../../platform/db/database.ts'
import { conflict, forbidden } from '../../platform/errors.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { findRequest, requestsWhere, requestView, stageName } from './budget-view.ts'

export interface ReviewDeps {
  db: Db
  outbox: Outbox
  school: School
  origin: AuditOrigin & { actorId: number }
}

/** `GET /api/v1/budget-requests`: the requests waiting at any stage, oldest first. */
export async function budgetQueue(db: Db, school: School): Promise<BudgetQueue> {
  const waiting = and(
    eq(budgetRequests.schoolId, school.id),
    eq(budgetRequests.status, 'submitted'),
  )
  return { items: await requestsWhere(db, waiting, false) }
}

/**
 * `POST /api/v1/budget-requests/{requestId}/review` (decision 109), at the stage the
 * request waits at: approve (the next stage, or approved at the last), return (to its
 * officers, to change and send again) or reject (final); returning and rejecting need a
 * note. Whoever approved an earlier stage of this submission (its `round`) does not
 * approve a later one, and whoever sent it decides on none: two people other than the
 * sender see the money before it is the club's. The body names the stage the reviewer saw:
 * one that moved on meanwhile (another reviewer was quicker) is a 409, never a decision on
 * the next stage. Each decision is kept, audited,
 * and told to the club's officers (spec 3 `budgetSubmissionRejected`).
 */
export function reviewRequest(
  deps: ReviewDeps,
  requestUid: string,
  body: BudgetReviewBody,
): Promise<BudgetRequest> {
  const reviewer = deps.origin.actorId
  const note = body.decision === 'approve' ? '' : body.note
  return deps.db.transaction(async (tx) => {
    const row = await findRequest(tx, deps.school.id, requestUid, { lock: true })
    if (row.status !== 'submitted') throw conflict('This request is not waiting for review.')
    // Two reviewers at once: the second decided on a stage that is no longer the one waiting.
    if (body.stage !== row.stage) {
      throw conflict(`This request has moved on: it now waits for ${stageName(row.stage)}.`)
    }
    if (row.submittedBy === reviewer) {
      throw forbidden('You sent this request: another reviewer decides on it.')
    }
    if (body.decision === 'approve' && row.stage > 1) {
      const earlier = await tx
        .select({ stage: budgetRequestReviews.stage })
        .from(budgetRequestReviews)
        .where(
          and(
            eq(budgetRequestReviews.requestId, row.id),
            eq(budgetRequestReviews.reviewerId, reviewer),
            eq(budgetRequestReviews.decision, 'approve'),
            eq(budgetRequestReviews.round, row.round),
          ),
        )
      if (earlier.length > 0) {
        throw forbidden(
          `You approved ${stageName(earlier[0]?.stage ?? 1)}: another reviewer approves ${stageName(row.stage)}.`,
        )
      }
    }
    const final = body.decision === 'approve' && row.stage >= BUDGET_REVIEW_STAGES.length
    const next =
      body.decision === 'approve'
        ? final
          ? { status: 'approved', stage: row.stage }
          : { status: 'submitted', stage: row.stage + 1 }
        : { status: body.decision === 'return' ? 'returned' : 'rejected', stage: row.stage }
    await tx.update(budgetRequests).set(next).where(eq(budgetRequests.id, row.id))
    await tx.insert(budgetRequestReviews).values({
      requestId: row.id,
      stage: row.stage,
      round: row.round,
      decision: body.decision,
      note,
      reviewerId: reviewer,
    })
    await audit(tx, deps.origin, {
      schoolId: deps.school.id,
      action: 'budget.review',
      subjectType: 'budget_request',
      subjectId: row.uid,
      details: { decision: body.decision, stage: row.stage, note, status: next.status },
    })
    await deps.outbox.emit(tx, deps.school, 'budget.decided', {
      requestId: row.id,
      clubId: row.clubId,
      byUserId: reviewer,
      decision: body.decision,
      stage: row.stage,
      final,
      note,
    })
    return requestView(tx, row.id)
  })
}
