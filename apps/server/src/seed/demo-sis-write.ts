import { and, eq } from 'drizzle-orm'
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
import type { DbOrTx } from '../platform/db/database.ts'
import { syncSources } from '../platform/db/integrations-schema.ts'
import { users } from '../platform/db/schema.ts'
import {
  upsertAllByExternalId,
  upsertByExternalId,
  type UpsertOutcome,
} from '../platform/integrations/external-ids.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import {
  financeSettings,
  sisBalances,
  sisEnrollments,
  sisHolds,
  sisLedgerItems,
  sisMeetings,
  sisSections,
  sisTerms,
} from '../db/schema/student-records.ts'
import type { SchoolRecordsProfile } from './demo-sis-catalogue.ts'

/** One push of each kind, in the feed's own item shapes (`@quad/shared` student-records). */
export interface RecordsBatch {
  terms: SisTerm[]
  courses: SisCourse[]
  meetings: SisMeeting[]
  enrollments: SisEnrollment[]
  balances: SisBalance[]
  holds: SisHold[]
}

export type WriteTally = Record<UpsertOutcome, number>

/** Amounts arrive in the major unit; both demo currencies have cents (pence). */
const minor = (amount: number) => Math.round(amount * 100)

/**
 * Writes the demo's batch as the feed would (the school's ids → local rows, each row
 * through `upsertByExternalId`), the school's Pay link, and a "last synced" an hour
 * before `clock` for every `sis:{kind}` source. Returns what the rows' writes did.
 */
export async function writeStudentRecords(
  db: DbOrTx,
  school: School,
  profile: SchoolRecordsProfile,
  batch: RecordsBatch,
  clock: Date,
): Promise<WriteTally> {
  const tally: WriteTally = { inserted: 0, updated: 0, unchanged: 0 }
  const count = (outcome: UpsertOutcome) => {
    tally[outcome] += 1
  }
  const schoolId = school.id
  const userIds = new Map(
    (
      await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.schoolId, schoolId))
    ).map((u) => [u.email.toLowerCase(), u.id]),
  )
  const userOf = (email: string) => {
    const id = userIds.get(email)
    if (id === undefined) throw new Error(`demo SIS: no student ${email}`)
    return id
  }
  const termIds = new Map<string, number>()
  for (const term of batch.terms) {
    const { externalId, name, startsOn, endsOn } = term
    count(
      await upsertByExternalId(db, sisTerms, [sisTerms.schoolId, sisTerms.externalId], {
        schoolId,
        externalId,
        name,
        startsOn,
        endsOn,
      }),
    )
    termIds.set(externalId, await idOf(db, sisTerms, schoolId, externalId))
  }
  const sectionIds = new Map<string, number>()
  for (const course of batch.courses) {
    const termId = termIds.get(course.term) ?? 0
    count(
      await upsertByExternalId(db, sisSections, [sisSections.schoolId, sisSections.externalId], {
        schoolId,
        externalId: course.externalId,
        termId,
        courseCode: course.courseCode,
        title: course.title,
        sectionCode: course.sectionCode ?? null,
        instructor: course.instructor ?? null,
        credits: course.credits ?? null,
      }),
    )
    sectionIds.set(course.externalId, await idOf(db, sisSections, schoolId, course.externalId))
  }
  const add = (counts: WriteTally) => {
    for (const outcome of ['inserted', 'updated', 'unchanged'] as const)
      tally[outcome] += counts[outcome]
  }
  add(
    await upsertAllByExternalId(
      db,
      sisMeetings,
      [sisMeetings.schoolId, sisMeetings.externalId],
      batch.meetings.map(({ section, ...rest }) => ({
        ...rest,
        schoolId,
        sectionId: sectionIds.get(section) ?? 0,
        startsOn: rest.startsOn ?? null,
        endsOn: rest.endsOn ?? null,
        location: rest.location ?? null,
        kind: rest.kind ?? null,
      })),
    ),
  )
  add(
    await upsertAllByExternalId(
      db,
      sisEnrollments,
      [sisEnrollments.schoolId, sisEnrollments.externalId],
      batch.enrollments.map((enrollment) => ({
        schoolId,
        externalId: enrollment.externalId,
        userId: userOf(enrollment.studentEmail),
        sectionId: sectionIds.get(enrollment.section) ?? 0,
        status: enrollment.status,
      })),
    ),
  )
  add(
    await upsertAllByExternalId(
      db,
      sisBalances,
      [sisBalances.schoolId, sisBalances.externalId],
      batch.balances.map((balance) => ({
        schoolId,
        externalId: balance.externalId,
        userId: userOf(balance.studentEmail),
        termId: termIds.get(balance.term) ?? 0,
        currency: balance.currency,
        balanceMinor: minor(balance.balance),
        dueOn: balance.dueDate ?? null,
      })),
    ),
  )
  const balanceIds = new Map(
    (
      await db
        .select({ id: sisBalances.id, externalId: sisBalances.externalId })
        .from(sisBalances)
        .where(eq(sisBalances.schoolId, schoolId))
    ).map((row) => [row.externalId, row.id]),
  )
  const ledgerRows = batch.balances.flatMap((balance) => {
    const balanceId = balanceIds.get(balance.externalId) ?? 0
    const row = (kind: 'charge' | 'payment') => (line: SisLedgerLine) => ({
      schoolId,
      balanceId,
      kind,
      externalId: line.externalId,
      description: line.description,
      amountMinor: minor(line.amount),
      postedOn: line.date,
    })
    return [...balance.charges.map(row('charge')), ...balance.payments.map(row('payment'))]
  })
  add(
    await upsertAllByExternalId(
      db,
      sisLedgerItems,
      [sisLedgerItems.schoolId, sisLedgerItems.kind, sisLedgerItems.externalId],
      ledgerRows,
    ),
  )
  add(
    await upsertAllByExternalId(
      db,
      sisHolds,
      [sisHolds.schoolId, sisHolds.externalId],
      batch.holds.map(({ studentEmail, ...rest }) => ({
        ...rest,
        schoolId,
        userId: userOf(studentEmail),
        reason: rest.reason ?? null,
        contact: rest.contact ?? null,
        resolvedOn: rest.resolvedOn ?? null,
      })),
    ),
  )
  count(
    await upsertByExternalId(db, financeSettings, [financeSettings.schoolId], {
      schoolId,
      payUrl: profile.pay.url,
      payLabel: profile.pay.label,
      currency: profile.currency,
      contact: profile.contact,
    }),
  )
  await markSynced(db, schoolId, batch, clock)
  return tally
}

async function idOf(
  db: DbOrTx,
  table: typeof sisTerms | typeof sisSections,
  schoolId: number,
  externalId: string,
): Promise<number> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.schoolId, schoolId), eq(table.externalId, externalId)))
  if (!row) throw new Error(`demo SIS: ${externalId} was not written`)
  return row.id
}

/** "Last synced" an hour before the seed ran, per kind (`sis:{kind}`, the feed's source names). */
async function markSynced(db: DbOrTx, schoolId: number, batch: RecordsBatch, clock: Date) {
  const anHourAgo = new Date(clock.getTime() - 3_600_000)
  const kinds: SisKind[] = ['terms', 'courses', 'meetings', 'enrollments', 'balances', 'holds']
  for (const kind of kinds) {
    const items = batch[kind]
    const values = {
      schoolId,
      source: `sis:${kind}`,
      scopeUserId: null,
      lastStartedAt: anHourAgo,
      lastSucceededAt: anHourAgo,
      itemsSeen: items.length,
      itemsChanged: items.length,
    }
    await db
      .insert(syncSources)
      .values(values)
      .onConflictDoUpdate({
        target: [syncSources.schoolId, syncSources.source, syncSources.scopeUserId],
        set: values,
      })
  }
}
