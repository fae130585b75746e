import type {
  SisBalance,
  SisCourse,
  SisEnrollment,
  SisHold,
  SisKind,
  SisMeeting,
  SisTerm,
} from '@quad/shared'
import type { DbOrTx } from '../platform/db/database.ts'
import { syncSources } from '../platform/db/integrations-schema.ts'
import { upsertByExternalId, type UpsertOutcome } from '../platform/integrations/external-ids.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { financeSettings } from '../db/schema/student-records.ts'
import { syncSource, writeSisBatch } from '../features/student-records/index.ts'
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

/** The kinds in the order a SIS pushes them: what an item points at is written first. */
const KINDS: SisKind[] = ['terms', 'courses', 'meetings', 'enrollments', 'balances', 'holds']

/**
 * Writes the demo's batch through the feed's own push (`writeSisBatch`, one batch per kind
 * in the seed's transaction), the school's Pay link, and a "last synced" an hour before
 * `clock` for every `sis:{kind}` source. Returns what the writes did; an item the push
 * refuses is a bug in the demo data and stops the seed.
 */
export async function writeStudentRecords(
  db: DbOrTx,
  school: School,
  profile: SchoolRecordsProfile,
  batch: RecordsBatch,
  clock: Date,
): Promise<WriteTally> {
  const tally: WriteTally = { inserted: 0, updated: 0, unchanged: 0 }
  for (const kind of KINDS) {
    const answer = await writeSisBatch(db, school.id, kind, batch[kind])
    const [refused] = answer.errors
    if (refused) {
      const { index, field, message } = refused
      throw new Error(`demo SIS: ${kind} item ${String(index)}, ${field}: ${message}`)
    }
    for (const outcome of ['inserted', 'updated', 'unchanged'] as const)
      tally[outcome] += answer[outcome]
  }
  const payLink = await upsertByExternalId(db, financeSettings, [financeSettings.schoolId], {
    schoolId: school.id,
    payUrl: profile.pay.url,
    payLabel: profile.pay.label,
    currency: profile.currency,
    contact: profile.contact,
  })
  tally[payLink] += 1
  await markSynced(db, school.id, batch, clock)
  return tally
}

/** "Last synced" an hour before the seed ran, per kind (`sis:{kind}`, the feed's source names). */
async function markSynced(db: DbOrTx, schoolId: number, batch: RecordsBatch, clock: Date) {
  const anHourAgo = new Date(clock.getTime() - 3_600_000)
  for (const kind of KINDS) {
    const items = batch[kind]
    const values = {
      schoolId,
      source: syncSource(kind),
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
