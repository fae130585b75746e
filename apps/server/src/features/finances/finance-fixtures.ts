import type { Db } from '../../platform/db/database.ts'
import { beginSync, finishSync } from '../../platform/integrations/sync.ts'
import { sisBalances, sisHolds, sisLedgerItems, sisTerms } from '../../db/schema/student-records.ts'

/*
 * Rows as the student-records feed would store them (the pushes are another track's):
 * finances tests write them directly.
 */

let counter = 0
const nextId = (prefix: string) => `${prefix}-${++counter}`

export async function insertTerm(
  db: Db,
  schoolId: number,
  term: { name: string; startsOn: string; endsOn: string },
): Promise<number> {
  const [row] = await db
    .insert(sisTerms)
    .values({ schoolId, externalId: nextId('term'), ...term })
    .returning({ id: sisTerms.id })
  if (!row) throw new Error('term not stored')
  return row.id
}

export interface LineFixture {
  description: string
  amountMinor: number
  postedOn: string
}

export async function insertBalance(
  db: Db,
  balance: {
    schoolId: number
    userId: number
    termId: number
    currency: string
    balanceMinor: number
    dueOn: string | null
    charges?: LineFixture[]
    payments?: LineFixture[]
  },
): Promise<number> {
  const { charges = [], payments = [], ...columns } = balance
  const [row] = await db
    .insert(sisBalances)
    .values({ ...columns, externalId: nextId('balance') })
    .returning({ id: sisBalances.id })
  if (!row) throw new Error('balance not stored')
  const lines = [
    ...charges.map((line) => ({ ...line, kind: 'charge' as const })),
    ...payments.map((line) => ({ ...line, kind: 'payment' as const })),
  ]
  if (lines.length > 0) {
    await db.insert(sisLedgerItems).values(
      lines.map((line) => ({
        ...line,
        schoolId: balance.schoolId,
        balanceId: row.id,
        externalId: nextId('line'),
      })),
    )
  }
  return row.id
}

export async function insertHold(
  db: Db,
  hold: {
    schoolId: number
    userId: number
    title: string
    blocks: string[]
    placedOn: string
    resolvedOn?: string | null
    reason?: string | null
    contact?: string | null
  },
): Promise<void> {
  await db.insert(sisHolds).values({
    howToClear: 'Pay the balance at the bursar’s office.',
    ...hold,
    externalId: nextId('hold'),
  })
}

/** A successful push of one source, as the feed records it. */
export async function recordSync(db: Db, schoolId: number, source: string): Promise<void> {
  await beginSync(db, { schoolId, source })
  await finishSync(db, { schoolId, source }, { itemsSeen: 1, itemsChanged: 1 })
}
