import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { BursarAnswer, FinanceSettings, LedgerLine, TermAccount } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { sisBalances, sisLedgerItems, sisTerms } from '../../db/schema/student-records.ts'

type LedgerRow = typeof sisLedgerItems.$inferSelect

/**
 * A student's account as the school's feed last sent it (spec 2 /financial, spec 7
 * `finance bursar`): each term's balance with its charges and payments, newest term
 * first. Only the student's own rows, in their school.
 */
export async function loadTermAccounts(
  db: DbOrTx,
  schoolId: number,
  userId: number,
): Promise<TermAccount[]> {
  const balances = await db
    .select({ balance: sisBalances, term: sisTerms })
    .from(sisBalances)
    .innerJoin(sisTerms, eq(sisTerms.id, sisBalances.termId))
    .where(and(eq(sisBalances.schoolId, schoolId), eq(sisBalances.userId, userId)))
    .orderBy(desc(sisTerms.startsOn), desc(sisTerms.id), asc(sisBalances.id))
  if (balances.length === 0) return []
  const lines = await db
    .select()
    .from(sisLedgerItems)
    .where(
      and(
        eq(sisLedgerItems.schoolId, schoolId),
        inArray(
          sisLedgerItems.balanceId,
          balances.map(({ balance }) => balance.id),
        ),
      ),
    )
    .orderBy(asc(sisLedgerItems.postedOn), asc(sisLedgerItems.id))
  return balances.map(({ balance, term }) => {
    const own = lines.filter((line) => line.balanceId === balance.id)
    return {
      termId: term.externalId,
      termName: term.name,
      startsOn: term.startsOn,
      currency: balance.currency,
      balanceMinor: balance.balanceMinor,
      dueOn: balance.dueOn,
      charges: own.filter((line) => line.kind === 'charge').map(presentLine),
      payments: own.filter((line) => line.kind === 'payment').map(presentLine),
    }
  })
}

function presentLine(row: LedgerRow): LedgerLine {
  return {
    id: String(row.id),
    description: row.description,
    amountMinor: row.amountMinor,
    date: row.postedOn,
  }
}

/**
 * The answer's totals (decision 052): the balance due sums, in minor units (integers,
 * so exact), only the terms in the school's currency — adding dollars to euros means
 * nothing; other terms are listed with their own balance and currency. "By when" is
 * the earliest due date among those summed terms that still owe something.
 */
export function bursarAnswer(
  terms: TermAccount[],
  settings: FinanceSettings,
  lastSyncedAt: string | null,
): BursarAnswer {
  const counted = terms.filter((term) => term.currency === settings.currency)
  const dueDates = counted
    .filter((term) => term.balanceMinor > 0 && term.dueOn !== null)
    .map((term) => term.dueOn as string)
    .sort()
  return {
    currency: settings.currency,
    balanceMinor: counted.reduce((sum, term) => sum + term.balanceMinor, 0),
    dueOn: dueDates[0] ?? null,
    terms,
    pay:
      settings.payUrl !== null && settings.payLabel !== null
        ? { url: settings.payUrl, label: settings.payLabel }
        : null,
    contact: settings.contact,
    lastSyncedAt,
  }
}
