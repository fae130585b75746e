import { eq, inArray } from 'drizzle-orm'
import type { BudgetRequestBody, ClubBudget } from '@quad/shared'
import { budgetRequestItems, budgetRequests } from '../../db/schema/budgets.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { conflict } from '../../platform/errors.ts'
import { termAt } from '../badges/index.ts'
import { auditClub, findClubRow, type AdminDeps, type ClubRow } from '../clubs/index.ts'
import { loadFinanceSettings } from '../finances/index.ts'
import { findRequest, requestsWhere, requestView } from './budget-view.ts'

/**
 * `GET /api/v1/clubs/{id}/budget-requests`, for those who run the club: its requests,
 * newest first, and the ledger: per term, the money approved and the money still asked
 * for (submitted or returned).
 */
export async function clubBudget(deps: AdminDeps, clubUid: string): Promise<ClubBudget> {
  const club = await findClubRow(deps.db, deps.school, clubUid, false)
  const [items, settings] = await Promise.all([
    requestsWhere(deps.db, eq(budgetRequests.clubId, club.id), true),
    loadFinanceSettings(deps.db, deps.school.id),
  ])
  const terms = new Map<string, ClubBudget['ledger'][number]>()
  for (const request of items) {
    const key = `${request.termKey}|${request.currency}`
    const entry = terms.get(key) ?? {
      termKey: request.termKey,
      termName: request.termName,
      currency: request.currency,
      approvedMinor: 0,
      requestedMinor: 0,
    }
    if (request.status === 'approved') entry.approvedMinor += request.totalMinor
    if (request.status === 'submitted' || request.status === 'returned') {
      entry.requestedMinor += request.totalMinor
    }
    terms.set(key, entry)
  }
  return { currency: settings.currency, items, ledger: [...terms.values()] }
}

async function writeLines(tx: DbOrTx, requestId: number, body: BudgetRequestBody) {
  await tx.delete(budgetRequestItems).where(eq(budgetRequestItems.requestId, requestId))
  await tx.insert(budgetRequestItems).values(
    body.items.map((item, sortOrder) => ({
      requestId,
      sortOrder,
      description: item.description,
      amountMinor: item.amountMinor,
    })),
  )
}

const totalOf = (body: BudgetRequestBody) =>
  body.items.reduce((sum, item) => sum + item.amountMinor, 0)

/** The reviewers of the first stage hear of a request waiting for them (notifications.ts). */
const announce = (tx: DbOrTx, deps: AdminDeps, requestId: number, clubId: number) =>
  deps.outbox.emit(tx, deps.school, 'budget.submitted', {
    requestId,
    clubId,
    byUserId: deps.origin.actorId,
  })

function requireActive(club: ClubRow): void {
  if (club.status !== 'active') throw conflict('Only an active club asks for money.')
}

/**
 * `POST …/budget-requests`: sent to the first review stage, in the school's currency,
 * counted in the term of today. One transaction with its audit entry.
 */
export function submitRequest(
  deps: AdminDeps,
  clubUid: string,
  body: BudgetRequestBody,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const club = await findClubRow(tx, deps.school, clubUid)
    requireActive(club)
    const settings = await loadFinanceSettings(tx, deps.school.id)
    const term = await termAt(tx, deps.school, now)
    const [created] = await tx
      .insert(budgetRequests)
      .values({
        clubId: club.id,
        schoolId: deps.school.id,
        title: body.title,
        purpose: body.purpose,
        currency: settings.currency,
        termKey: term.key,
        termName: term.name,
        submittedBy: deps.origin.actorId,
        submittedAt: now,
      })
      .returning({ id: budgetRequests.id, uid: budgetRequests.uid })
    if (!created) throw new Error('The budget request was not stored')
    await writeLines(tx, created.id, body)
    await auditClub(tx, deps, club, 'club.budget_submit', {
      request: created.uid,
      title: body.title,
      totalMinor: totalOf(body),
      currency: settings.currency,
    })
    await announce(tx, deps, created.id, club.id)
    return requestView(tx, created.id)
  })
}

/**
 * `PUT …/budget-requests/{requestId}`: a returned request, changed as the reviewers
 * asked, goes back to the first stage (its earlier approvals were of other lines).
 */
export function resubmitRequest(
  deps: AdminDeps,
  clubUid: string,
  requestUid: string,
  body: BudgetRequestBody,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const club = await findClubRow(tx, deps.school, clubUid)
    requireActive(club)
    const row = await findRequest(tx, deps.school.id, requestUid, { clubId: club.id, lock: true })
    if (row.status !== 'returned') {
      throw conflict('Only a request staff returned is sent again.')
    }
    await tx
      .update(budgetRequests)
      .set({
        title: body.title,
        purpose: body.purpose,
        status: 'submitted',
        stage: 1,
        round: row.round + 1,
        submittedBy: deps.origin.actorId,
        submittedAt: now,
      })
      .where(eq(budgetRequests.id, row.id))
    await writeLines(tx, row.id, body)
    await auditClub(tx, deps, club, 'club.budget_resubmit', {
      request: row.uid,
      totalMinor: totalOf(body),
    })
    await announce(tx, deps, row.id, club.id)
    return requestView(tx, row.id)
  })
}

/** `DELETE …/budget-requests/{requestId}`: withdrawn while it waits or was returned. */
export function withdrawRequest(deps: AdminDeps, clubUid: string, requestUid: string) {
  return deps.db.transaction(async (tx) => {
    const club = await findClubRow(tx, deps.school, clubUid)
    const row = await findRequest(tx, deps.school.id, requestUid, { clubId: club.id, lock: true })
    if (row.status !== 'submitted' && row.status !== 'returned') {
      throw conflict('Only a request still waiting, or returned, is withdrawn.')
    }
    await tx
      .update(budgetRequests)
      .set({ status: 'withdrawn' })
      .where(inArray(budgetRequests.id, [row.id]))
    await auditClub(tx, deps, club, 'club.budget_withdraw', { request: row.uid })
  })
}
