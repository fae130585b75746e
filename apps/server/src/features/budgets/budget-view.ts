import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { BUDGET_REVIEW_STAGES, type BudgetRequest, type BudgetStatus } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import {
  budgetReceipts,
  budgetRequestItems,
  budgetRequestReviews,
  budgetRequests,
} from '../../db/schema/budgets.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { notFound } from '../../platform/errors.ts'
import { fullName } from '../../platform/text/person-name.ts'

/** A stage's name (1-based), as the reviewers and officers read it. */
export const stageName = (stage: number) =>
  BUDGET_REVIEW_STAGES[Math.min(stage, BUDGET_REVIEW_STAGES.length) - 1] ?? ''

/** A request as its services read it. */
export interface RequestRow {
  id: number
  uid: string
  clubId: number
  title: string
  status: string
  stage: number
  round: number
  submittedBy: number | null
}

const rowColumns = {
  id: budgetRequests.id,
  uid: budgetRequests.uid,
  clubId: budgetRequests.clubId,
  title: budgetRequests.title,
  status: budgetRequests.status,
  stage: budgetRequests.stage,
  round: budgetRequests.round,
  submittedBy: budgetRequests.submittedBy,
}

/**
 * The school's request of that public id (else a 404), optionally only in one club;
 * `lock` holds it for the transaction, so two reviewers take turns.
 */
export async function findRequest(
  tx: DbOrTx,
  schoolId: number,
  uid: string,
  options: { clubId?: number; lock?: boolean } = {},
): Promise<RequestRow> {
  const query = tx
    .select(rowColumns)
    .from(budgetRequests)
    .where(
      and(
        eq(budgetRequests.schoolId, schoolId),
        eq(budgetRequests.uid, uid),
        options.clubId === undefined ? undefined : eq(budgetRequests.clubId, options.clubId),
      ),
    )
  const [row] = options.lock ? await query.for('update') : await query
  if (!row) throw notFound('Budget request')
  return row
}

/**
 * The requests `where` selects, whole: lines, total, reviews with their reviewers' names,
 * who sent it, its receipts. Four queries for any number of requests.
 */
export async function requestsWhere(
  tx: DbOrTx,
  where: SQL | undefined,
  newestFirst: boolean,
): Promise<BudgetRequest[]> {
  const rows = await tx
    .select({
      id: budgetRequests.id,
      uid: budgetRequests.uid,
      clubUid: clubs.uid,
      clubName: clubs.name,
      title: budgetRequests.title,
      purpose: budgetRequests.purpose,
      currency: budgetRequests.currency,
      status: budgetRequests.status,
      stage: budgetRequests.stage,
      termKey: budgetRequests.termKey,
      termName: budgetRequests.termName,
      firstName: users.firstName,
      lastName: users.lastName,
      submittedAt: budgetRequests.submittedAt,
    })
    .from(budgetRequests)
    .innerJoin(clubs, eq(clubs.id, budgetRequests.clubId))
    .leftJoin(users, eq(users.id, budgetRequests.submittedBy))
    .where(where)
    .orderBy(
      newestFirst ? desc(budgetRequests.submittedAt) : asc(budgetRequests.submittedAt),
      asc(budgetRequests.id),
    )
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  // In turn: on a transaction's one connection, queries cannot run side by side (pg 9).
  const items = await tx
    .select({
      requestId: budgetRequestItems.requestId,
      description: budgetRequestItems.description,
      amountMinor: budgetRequestItems.amountMinor,
    })
    .from(budgetRequestItems)
    .where(inArray(budgetRequestItems.requestId, ids))
    .orderBy(asc(budgetRequestItems.sortOrder))
  const reviews = await tx
    .select({
      requestId: budgetRequestReviews.requestId,
      stage: budgetRequestReviews.stage,
      decision: budgetRequestReviews.decision,
      note: budgetRequestReviews.note,
      firstName: users.firstName,
      lastName: users.lastName,
      at: budgetRequestReviews.decidedAt,
    })
    .from(budgetRequestReviews)
    .leftJoin(users, eq(users.id, budgetRequestReviews.reviewerId))
    .where(inArray(budgetRequestReviews.requestId, ids))
    .orderBy(asc(budgetRequestReviews.decidedAt), asc(budgetRequestReviews.id))
  const receipts = await tx
    .select()
    .from(budgetReceipts)
    .where(inArray(budgetReceipts.requestId, ids))
    .orderBy(asc(budgetReceipts.createdAt), asc(budgetReceipts.id))
  return rows.map((row) => {
    const lines = items
      .filter((item) => item.requestId === row.id)
      .map(({ description, amountMinor }) => ({ description, amountMinor }))
    return {
      id: row.uid,
      clubId: row.clubUid,
      clubName: row.clubName,
      title: row.title,
      purpose: row.purpose,
      items: lines,
      totalMinor: lines.reduce((sum, line) => sum + line.amountMinor, 0),
      currency: row.currency,
      status: row.status as BudgetStatus,
      stage: row.stage,
      stageName: stageName(row.stage),
      termKey: row.termKey,
      termName: row.termName,
      submittedBy: fullName(row),
      submittedAt: row.submittedAt.toISOString(),
      reviews: reviews
        .filter((review) => review.requestId === row.id)
        .map((review) => ({
          stage: review.stage,
          stageName: stageName(review.stage),
          decision: review.decision as 'approve' | 'return' | 'reject',
          note: review.note,
          reviewer: fullName(review),
          at: review.at.toISOString(),
        })),
      receipts: receipts
        .filter((receipt) => receipt.requestId === row.id)
        .map((receipt) => ({
          id: receipt.id,
          name: receipt.name,
          contentType: receipt.contentType,
          size: receipt.size,
          uploadedAt: receipt.createdAt.toISOString(),
        })),
    }
  })
}

/** One request, whole. */
export async function requestView(tx: DbOrTx, id: number): Promise<BudgetRequest> {
  const [request] = await requestsWhere(tx, eq(budgetRequests.id, id), true)
  if (!request) throw notFound('Budget request')
  return request
}
