import { and, desc, eq, inArray } from 'drizzle-orm'
import type { TranscriptEntry, TranscriptEntryInput } from '@quad/shared'
import { TranscriptEntryInput as Input } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { conflict, notFound } from '../../platform/errors.ts'
import { transcriptEntries } from '../../db/schema/transcript.ts'
import { activeTerm, termRows, type TermRow } from './terms.service.ts'

export type EntryRow = typeof transcriptEntries.$inferSelect

/** The school's terms by id, to name an entry's category and outcomes. */
export async function termsById(db: DbOrTx, schoolId: number): Promise<Map<number, TermRow>> {
  return new Map((await termRows(db, schoolId)).map((row) => [row.id, row]))
}

const named = (row: TermRow | undefined) => ({ uid: row?.uid ?? '', name: row?.name ?? '' })

export function presentEntry(row: EntryRow, terms: Map<number, TermRow>): TranscriptEntry {
  return {
    uid: row.uid,
    title: row.title,
    category: named(terms.get(row.categoryId)),
    organization: row.organization,
    hours: row.quarterHours / 4,
    startDate: row.startDate,
    endDate: row.endDate,
    description: row.description,
    outcomes: row.outcomes.map((id) => named(terms.get(id))).filter((term) => term.uid !== ''),
    status: row.status,
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** A student's entries, newest first (every status). */
export async function entryRows(db: DbOrTx, userId: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(transcriptEntries)
    .where(eq(transcriptEntries.userId, userId))
    .orderBy(desc(transcriptEntries.startDate), desc(transcriptEntries.id))
}

/** The input's category and outcomes as the school's active term ids (400 naming the field). */
async function resolveTerms(db: DbOrTx, schoolId: number, body: ReturnType<typeof Input.parse>) {
  const category = await activeTerm(db, schoolId, 'category', body.category, 'body.category')
  const outcomes: number[] = []
  for (const [i, uid] of [...new Set(body.outcomes)].entries()) {
    outcomes.push((await activeTerm(db, schoolId, 'outcome', uid, `body.outcomes.${String(i)}`)).id)
  }
  return { categoryId: category.id, outcomes }
}

function columns(body: ReturnType<typeof Input.parse>) {
  return {
    title: body.title,
    organization: body.organization,
    quarterHours: Math.round(body.hours * 4),
    startDate: body.startDate,
    endDate: body.endDate,
    description: body.description,
  }
}

/** A student adds an entry: pending until staff review it. */
export async function createEntry(
  db: DbOrTx,
  schoolId: number,
  userId: number,
  input: TranscriptEntryInput,
): Promise<TranscriptEntry> {
  const body = Input.parse(input)
  const terms = await resolveTerms(db, schoolId, body)
  const [row] = await db
    .insert(transcriptEntries)
    .values({ schoolId, userId, ...columns(body), ...terms })
    .returning()
  if (!row) throw new Error('transcript entry was not stored')
  return presentEntry(row, await termsById(db, schoolId))
}

async function ownEntry(db: DbOrTx, userId: number, uid: string): Promise<EntryRow> {
  const [row] = await db
    .select()
    .from(transcriptEntries)
    .where(and(eq(transcriptEntries.userId, userId), eq(transcriptEntries.uid, uid)))
  if (!row) throw notFound('Entry')
  return row
}

/**
 * A student changes a pending or returned entry; it goes (back) to pending, the earlier
 * note kept until staff answer again. An approved entry is verified: it is not edited.
 */
export async function updateEntry(
  db: DbOrTx,
  schoolId: number,
  userId: number,
  uid: string,
  input: TranscriptEntryInput,
): Promise<TranscriptEntry> {
  const body = Input.parse(input)
  const current = await ownEntry(db, userId, uid)
  if (current.status === 'approved') throw conflict('An approved entry cannot be changed')
  const terms = await resolveTerms(db, schoolId, body)
  const [row] = await db
    .update(transcriptEntries)
    .set({ ...columns(body), ...terms, status: 'pending', updatedAt: new Date() })
    .where(
      and(
        eq(transcriptEntries.id, current.id),
        inArray(transcriptEntries.status, ['pending', 'returned']),
      ),
    )
    .returning()
  if (!row) throw conflict('An approved entry cannot be changed')
  return presentEntry(row, await termsById(db, schoolId))
}

/** A student removes one of their entries (approved ones too: it is their record). */
export async function deleteEntry(db: DbOrTx, userId: number, uid: string): Promise<void> {
  const current = await ownEntry(db, userId, uid)
  await db.delete(transcriptEntries).where(eq(transcriptEntries.id, current.id))
}
