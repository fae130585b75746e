import { and, eq, notInArray } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type {
  SisBalance,
  SisCourse,
  SisEnrollment,
  SisHold,
  SisKind,
  SisLedgerLine,
  SisMeeting,
  SisTerm,
} from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { UpsertOutcome } from '../../platform/integrations/index.ts'
import { upsertByExternalId } from '../../platform/integrations/external-ids.ts'
import { isTimeZone } from '@quad/shared'
import {
  sisBalances,
  sisEnrollments,
  sisHolds,
  sisLedgerItems,
  sisMeetings,
  sisSections,
  sisTerms,
} from '../../db/schema/index.ts'
import { minorDigits, toMinorUnits } from './money.ts'

/*
 * The six kinds of SIS push as one table (decision 049): each names the fields that point
 * at other rows of the school (resolved before writing, an unknown one a per-row error),
 * the rules its schema cannot say, and how its row is written. `sis-push.service.ts`
 * runs any of them the same way.
 */

/** What an item's field refers to: a term or section by the SIS's id, a student by email. */
export type RefKind = 'term' | 'section' | 'student'
export interface FieldError {
  field: string
  message: string
}
/** The local ids of an item's references, by field name. */
export type RefIds = Record<string, number>

export interface KindDef<Item> {
  refs: readonly { field: keyof Item & string; ref: RefKind }[]
  /** A rule across fields (dates in order, amounts in the currency's digits), or null. */
  check(item: Item): FieldError | null
  write(tx: DbOrTx, schoolId: number, item: Item, ids: RefIds): Promise<UpsertOutcome>
}

const byExternalId = <T extends PgTable & { schoolId: PgColumn; externalId: PgColumn }>(
  tx: DbOrTx,
  table: T,
  values: T['$inferInsert'],
) => upsertByExternalId(tx, table, [table.schoolId, table.externalId], values)

/** A resolved reference's id (the push service resolves every one before writing). */
function idOf(ids: RefIds, field: string): number {
  const id = ids[field]
  if (id === undefined) throw new Error(`the reference ${field} was not resolved`)
  return id
}

/**
 * The item's optional fields, an omitted one as null: the SIS's item is the whole truth,
 * so leaving a field out clears what was stored.
 */
function cleared<T, K extends keyof T>(item: T, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, item[key] ?? null])) as {
    [P in K]-?: Exclude<T[P], undefined> | null
  }
}

const ordered = (from: string | null | undefined, to: string | null | undefined) =>
  from == null || to == null || from <= to

const noCheck = () => null

const terms: KindDef<SisTerm> = {
  refs: [],
  check: (item) =>
    ordered(item.startsOn, item.endsOn)
      ? null
      : { field: 'endsOn', message: 'must not be before startsOn' },
  write: (tx, schoolId, item) => byExternalId(tx, sisTerms, { schoolId, ...item }),
}

const courses: KindDef<SisCourse> = {
  refs: [{ field: 'term', ref: 'term' }],
  check: noCheck,
  write: (tx, schoolId, item, ids) =>
    byExternalId(tx, sisSections, {
      schoolId,
      termId: idOf(ids, 'term'),
      externalId: item.externalId,
      courseCode: item.courseCode,
      title: item.title,
      ...cleared(item, ['sectionCode', 'instructor', 'credits']),
    }),
}

function checkMeeting(item: SisMeeting): FieldError | null {
  if (!isTimeZone(item.timeZone))
    return { field: 'timeZone', message: 'must be an IANA time zone like America/New_York' }
  if (item.endTime <= item.startTime)
    return { field: 'endTime', message: 'must be after startTime' }
  if (!ordered(item.startsOn, item.endsOn))
    return { field: 'endsOn', message: 'must not be before startsOn' }
  return null
}

const meetings: KindDef<SisMeeting> = {
  refs: [{ field: 'section', ref: 'section' }],
  check: checkMeeting,
  write: (tx, schoolId, item, ids) =>
    byExternalId(tx, sisMeetings, {
      schoolId,
      sectionId: idOf(ids, 'section'),
      externalId: item.externalId,
      days: [...new Set(item.days)],
      startTime: item.startTime,
      endTime: item.endTime,
      timeZone: item.timeZone,
      ...cleared(item, ['startsOn', 'endsOn', 'location', 'kind']),
    }),
}

const enrollments: KindDef<SisEnrollment> = {
  refs: [
    { field: 'studentEmail', ref: 'student' },
    { field: 'section', ref: 'section' },
  ],
  check: noCheck,
  write: (tx, schoolId, item, ids) =>
    byExternalId(tx, sisEnrollments, {
      schoolId,
      externalId: item.externalId,
      userId: idOf(ids, 'studentEmail'),
      sectionId: idOf(ids, 'section'),
      status: item.status,
    }),
}

const holds: KindDef<SisHold> = {
  refs: [{ field: 'studentEmail', ref: 'student' }],
  check: (item) =>
    ordered(item.placedOn, item.resolvedOn)
      ? null
      : { field: 'resolvedOn', message: 'must not be before placedOn' },
  write: (tx, schoolId, item, ids) =>
    byExternalId(tx, sisHolds, {
      schoolId,
      externalId: item.externalId,
      userId: idOf(ids, 'studentEmail'),
      title: item.title,
      blocks: [...new Set(item.blocks)],
      howToClear: item.howToClear,
      placedOn: item.placedOn,
      ...cleared(item, ['reason', 'contact', 'resolvedOn']),
    }),
}

type LedgerKind = 'charge' | 'payment'
interface MinorBalance {
  balanceMinor: number
  lines: { kind: LedgerKind; line: SisLedgerLine; amountMinor: number }[]
}

/** The balance's amounts in the currency's minor unit, or the first field at fault. */
function inMinorUnits(item: SisBalance): MinorBalance | FieldError {
  const digits = minorDigits(item.currency)
  if (digits === null) return { field: 'currency', message: 'is not a known ISO 4217 currency' }
  const balance = toMinorUnits(item.balance, digits, item.currency)
  if ('error' in balance) return { field: 'balance', message: balance.error }
  const lines: MinorBalance['lines'] = []
  for (const [kind, list] of [
    ['charge', item.charges],
    ['payment', item.payments],
  ] as const) {
    for (const [index, line] of list.entries()) {
      const amount = toMinorUnits(line.amount, digits, item.currency)
      if ('error' in amount) return { field: `${kind}s.${index}.amount`, message: amount.error }
      lines.push({ kind, line, amountMinor: amount.minor })
    }
  }
  return { balanceMinor: balance.minor, lines }
}

/**
 * A balance and its lines: the batch's charges and payments replace the balance's (each
 * upserted, the others deleted), so a line the SIS dropped disappears.
 */
async function writeBalance(
  tx: DbOrTx,
  schoolId: number,
  item: SisBalance,
  ids: RefIds,
): Promise<UpsertOutcome> {
  const amounts = inMinorUnits(item)
  if ('field' in amounts) throw new Error(`balance ${item.externalId}: ${amounts.message}`)
  const outcome = await byExternalId(tx, sisBalances, {
    schoolId,
    externalId: item.externalId,
    userId: idOf(ids, 'studentEmail'),
    termId: idOf(ids, 'term'),
    currency: item.currency,
    balanceMinor: amounts.balanceMinor,
    dueOn: item.dueDate ?? null,
  })
  const [balance] = await tx
    .select({ id: sisBalances.id })
    .from(sisBalances)
    .where(and(eq(sisBalances.schoolId, schoolId), eq(sisBalances.externalId, item.externalId)))
  if (!balance) throw new Error(`balance ${item.externalId} was not stored`)
  let linesChanged = false
  for (const { kind, line, amountMinor } of amounts.lines) {
    const lineOutcome = await upsertByExternalId(
      tx,
      sisLedgerItems,
      [sisLedgerItems.schoolId, sisLedgerItems.kind, sisLedgerItems.externalId],
      {
        schoolId,
        balanceId: balance.id,
        kind,
        externalId: line.externalId,
        description: line.description,
        amountMinor,
        postedOn: line.date,
      },
    )
    linesChanged ||= lineOutcome !== 'unchanged'
  }
  for (const kind of ['charge', 'payment'] as const) {
    const kept = amounts.lines.filter((l) => l.kind === kind).map((l) => l.line.externalId)
    const gone = await tx
      .delete(sisLedgerItems)
      .where(
        and(
          eq(sisLedgerItems.balanceId, balance.id),
          eq(sisLedgerItems.kind, kind),
          kept.length > 0 ? notInArray(sisLedgerItems.externalId, kept) : undefined,
        ),
      )
      .returning({ id: sisLedgerItems.id })
    linesChanged ||= gone.length > 0
  }
  return outcome === 'unchanged' && linesChanged ? 'updated' : outcome
}

const balances: KindDef<SisBalance> = {
  refs: [
    { field: 'studentEmail', ref: 'student' },
    { field: 'term', ref: 'term' },
  ],
  check: (item) => {
    const amounts = inMinorUnits(item)
    return 'field' in amounts ? amounts : null
  },
  write: writeBalance,
}

/** Each kind's definition, by the path's `{kind}`. */
export const SIS_KIND_DEFS: { [K in SisKind]: KindDef<SisItemOf<K>> } = {
  terms,
  courses,
  meetings,
  enrollments,
  balances,
  holds,
}

export type SisItemOf<K extends SisKind> = {
  terms: SisTerm
  courses: SisCourse
  meetings: SisMeeting
  enrollments: SisEnrollment
  balances: SisBalance
  holds: SisHold
}[K]
