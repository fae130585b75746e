import { and, asc, eq, inArray } from 'drizzle-orm'
import { sisBalances, sisHolds, sisLedgerItems, sisTerms } from '../../db/schema/student-records.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { PersonalDataPart } from '../../platform/personal-data.ts'

/**
 * Quad's copy of the student's account with the school (issue 17): each term's balance
 * with its charges and payments, and the holds on their record, lifted ones included.
 * Amounts stay integers in the currency's minor unit (`balanceMinor`, cents), as stored,
 * so nothing is rounded; ids are the SIS's own (`externalId`), the rows have no uid.
 */
const financesPart: PersonalDataPart = {
  name: 'finances',
  describes: {
    what: 'Your balances, charges, payments and holds as the school’s student records sent them',
    kept: 'As long as the school’s records list them, or until you delete your account',
  },
  async export(db, subject) {
    const schoolId = subject.school.id
    return {
      records: {
        balances: await balancesOf(db, schoolId, subject.userId),
        holds: await holdsOf(db, schoolId, subject.userId),
      },
    }
  },
  // Quad's copy only: the school's own records are the SIS's. Purely the student's rows,
  // whatever the policy (a balance's ledger lines go with it, `on delete cascade`); a later
  // push cannot name the deleted account (student-records' push, decision 058).
  async erase(tx, subject) {
    const schoolId = subject.school.id
    await tx
      .delete(sisBalances)
      .where(and(eq(sisBalances.userId, subject.userId), eq(sisBalances.schoolId, schoolId)))
    await tx
      .delete(sisHolds)
      .where(and(eq(sisHolds.userId, subject.userId), eq(sisHolds.schoolId, schoolId)))
  },
}

async function balancesOf(db: DbOrTx, schoolId: number, userId: number) {
  const balances = await db
    .select({ balance: sisBalances, term: sisTerms })
    .from(sisBalances)
    .innerJoin(sisTerms, eq(sisTerms.id, sisBalances.termId))
    .where(and(eq(sisBalances.userId, userId), eq(sisBalances.schoolId, schoolId)))
    .orderBy(asc(sisTerms.startsOn), asc(sisBalances.id))
  const lines = balances.length
    ? await db
        .select()
        .from(sisLedgerItems)
        .where(
          inArray(
            sisLedgerItems.balanceId,
            balances.map(({ balance }) => balance.id),
          ),
        )
        .orderBy(asc(sisLedgerItems.postedOn), asc(sisLedgerItems.id))
    : []
  return balances.map(({ balance, term }) => {
    const own = lines.filter((line) => line.balanceId === balance.id)
    const ofKind = (kind: 'charge' | 'payment') =>
      own
        .filter((line) => line.kind === kind)
        .map((line) => ({
          id: line.externalId,
          description: line.description,
          amountMinor: line.amountMinor,
          postedOn: line.postedOn,
        }))
    return {
      id: balance.externalId,
      term: { id: term.externalId, name: term.name },
      currency: balance.currency,
      balanceMinor: balance.balanceMinor,
      dueOn: balance.dueOn,
      updatedAt: balance.updatedAt.toISOString(),
      charges: ofKind('charge'),
      payments: ofKind('payment'),
    }
  })
}

async function holdsOf(db: DbOrTx, schoolId: number, userId: number) {
  const rows = await db
    .select()
    .from(sisHolds)
    .where(and(eq(sisHolds.userId, userId), eq(sisHolds.schoolId, schoolId)))
    .orderBy(asc(sisHolds.placedOn), asc(sisHolds.id))
  return rows.map((hold) => ({
    id: hold.externalId,
    title: hold.title,
    reason: hold.reason,
    blocks: hold.blocks,
    howToClear: hold.howToClear,
    contact: hold.contact,
    placedOn: hold.placedOn,
    resolvedOn: hold.resolvedOn,
    updatedAt: hold.updatedAt.toISOString(),
  }))
}

/** What the finances feature keeps about a student (issue 18 item 4). */
export const financesPersonalData: PersonalDataPart[] = [financesPart]
