import { randomBytes } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { BUDGET_RECEIPTS_MAX, receiptsMayChange, type BudgetRequest } from '@quad/shared'
import { budgetReceipts, budgetRequests } from '../../db/schema/budgets.ts'
import { clubs } from '../../db/schema/clubs.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { conflict, notFound } from '../../platform/errors.ts'
import {
  attachmentImagePolicy,
  attachmentName,
  encodeAttachment,
  storedName,
} from '../../platform/files/attachments.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import { auditClub, findClubRow, type AdminDeps } from '../clubs/index.ts'
import { findRequest, requestView, type RequestRow } from './budget-view.ts'

/** Receipts are photos of paper or scans: the images a phone takes, and PDFs. */
const RECEIPT_POLICY = attachmentImagePolicy(
  'only JPEG, PNG, WebP and GIF images and PDF documents can be attached',
)

export const receiptKey = (schoolId: number, id: string) =>
  `budget-receipts/${String(schoolId)}/${id}`

/**
 * A request's receipts change before any stage has approved it (still at the first stage)
 * or once returned: what a reviewer approved stays what the next one reads.
 */
function requireOpen(request: RequestRow): void {
  if (!receiptsMayChange(request)) {
    throw conflict('Receipts change only before a stage approves the request, or once returned.')
  }
}

/** The club's request, locked, whose receipts may change now (else a 409). */
async function openRequest(tx: DbOrTx, deps: AdminDeps, clubUid: string, requestUid: string) {
  const club = await findClubRow(tx, deps.school, clubUid)
  const request = await findRequest(tx, deps.school.id, requestUid, { clubId: club.id, lock: true })
  requireOpen(request)
  return { club, request }
}

/**
 * `POST …/budget-requests/{requestId}/receipts`: a file its officers attach (the bytes
 * decide the type), at most BUDGET_RECEIPTS_MAX, audited. The file is stored first and
 * deleted again if the row is refused, so no row names a file that is not there.
 */
export async function attachReceipt(
  deps: AdminDeps,
  storage: FileStorage,
  clubUid: string,
  requestUid: string,
  upload: { data: Buffer; filename: string },
): Promise<BudgetRequest> {
  const encoded = await encodeAttachment(upload.data, RECEIPT_POLICY)
  const id = randomBytes(16).toString('hex')
  const key = receiptKey(deps.school.id, id)
  await storage.put(key, encoded.data)
  try {
    return await deps.db.transaction(async (tx) => {
      const { club, request } = await openRequest(tx, deps, clubUid, requestUid)
      const [held] = await tx
        .select({ n: count() })
        .from(budgetReceipts)
        .where(eq(budgetReceipts.requestId, request.id))
      if ((held?.n ?? 0) >= BUDGET_RECEIPTS_MAX) {
        throw conflict(`A request carries at most ${String(BUDGET_RECEIPTS_MAX)} receipts.`)
      }
      const name = storedName(attachmentName(upload.filename), encoded)
      await tx.insert(budgetReceipts).values({
        id,
        requestId: request.id,
        schoolId: deps.school.id,
        name,
        contentType: encoded.contentType,
        size: encoded.data.length,
        uploadedBy: deps.origin.actorId,
      })
      await auditClub(tx, deps, club, 'club.budget_receipt_add', {
        request: request.uid,
        receipt: id,
        name,
      })
      return requestView(tx, request.id)
    })
  } catch (error) {
    await storage.delete(key)
    throw error
  }
}

/** `DELETE …/receipts/{receiptId}`: taken off while the request waits or was returned. */
export async function removeReceipt(
  deps: AdminDeps,
  storage: FileStorage,
  clubUid: string,
  requestUid: string,
  receiptId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { club, request } = await openRequest(tx, deps, clubUid, requestUid)
    const [gone] = await tx
      .delete(budgetReceipts)
      .where(and(eq(budgetReceipts.id, receiptId), eq(budgetReceipts.requestId, request.id)))
      .returning({ name: budgetReceipts.name })
    if (!gone) throw notFound('Receipt')
    await auditClub(tx, deps, club, 'club.budget_receipt_remove', {
      request: request.uid,
      receipt: receiptId,
      name: gone.name,
    })
  })
  // After the commit: a failed delete leaves a file no row names, never a row without one.
  await storage.delete(receiptKey(deps.school.id, receiptId))
}

/**
 * The receipt, for those who may read the request: its club's officers (and school
 * admins) or the reviewers. Anyone else, like an id that is not there, gets a 404.
 */
export async function readableReceipt(
  db: DbOrTx,
  schoolId: number,
  requestUid: string,
  receiptId: string,
  may: { reviews(): Promise<boolean>; runsClub(clubUid: string): Promise<boolean> },
) {
  const [found] = await db
    .select({
      id: budgetReceipts.id,
      name: budgetReceipts.name,
      contentType: budgetReceipts.contentType,
      clubUid: clubs.uid,
    })
    .from(budgetReceipts)
    .innerJoin(budgetRequests, eq(budgetRequests.id, budgetReceipts.requestId))
    .innerJoin(clubs, eq(clubs.id, budgetRequests.clubId))
    .where(
      and(
        eq(budgetReceipts.id, receiptId),
        eq(budgetRequests.uid, requestUid),
        eq(budgetRequests.schoolId, schoolId),
      ),
    )
  if (!found || !((await may.reviews()) || (await may.runsClub(found.clubUid)))) {
    throw notFound('Receipt')
  }
  return found
}
