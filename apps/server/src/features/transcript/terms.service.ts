import { and, asc, eq, isNull } from 'drizzle-orm'
import type { TranscriptSettings, TranscriptTerm, TranscriptTermInput } from '@quad/shared'
import { TranscriptTermInput as Input } from '@quad/shared'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Database, DbOrTx } from '../../platform/db/database.ts'
import { fieldError, notFound } from '../../platform/errors.ts'
import { transcriptTerms } from '../../db/schema/transcript.ts'

export type TermKind = 'category' | 'outcome'
export type TermRow = typeof transcriptTerms.$inferSelect

export const presentTerm = (row: TermRow): TranscriptTerm => ({
  uid: row.uid,
  name: row.name,
  description: row.description,
  archived: row.archivedAt !== null,
})

/** The school's terms of both kinds, by name, archived ones too. */
export async function termRows(db: DbOrTx, schoolId: number): Promise<TermRow[]> {
  return db
    .select()
    .from(transcriptTerms)
    .where(eq(transcriptTerms.schoolId, schoolId))
    .orderBy(asc(transcriptTerms.name), asc(transcriptTerms.id))
}

export async function transcriptSettings(
  db: DbOrTx,
  schoolId: number,
): Promise<TranscriptSettings> {
  const rows = await termRows(db, schoolId)
  return {
    categories: rows.filter((r) => r.kind === 'category').map(presentTerm),
    outcomes: rows.filter((r) => r.kind === 'outcome').map(presentTerm),
  }
}

/** The active term of `kind` with this uid, or a 400 naming `field`. */
export async function activeTerm(
  db: DbOrTx,
  schoolId: number,
  kind: TermKind,
  uid: string,
  field: string,
): Promise<TermRow> {
  const [row] = await db
    .select()
    .from(transcriptTerms)
    .where(
      and(
        eq(transcriptTerms.schoolId, schoolId),
        eq(transcriptTerms.kind, kind),
        eq(transcriptTerms.uid, uid),
        isNull(transcriptTerms.archivedAt),
      ),
    )
  if (!row)
    throw fieldError(
      field,
      `is not one of the school's ${kind === 'category' ? 'categories' : 'learning outcomes'}`,
    )
  return row
}

/** Defines a category or learning outcome (audited `transcript.term_create`); a taken name is a 400. */
export async function createTerm(
  database: Database,
  origin: AuditOrigin,
  schoolId: number,
  kind: TermKind,
  input: TranscriptTermInput,
): Promise<TranscriptTerm> {
  const body = Input.parse(input)
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(transcriptTerms)
      .values({ schoolId, kind, name: body.name, description: body.description })
      .onConflictDoNothing()
      .returning()
    if (!row) throw fieldError('body.name', 'is taken')
    await audit(tx, origin, {
      schoolId,
      action: 'transcript.term_create',
      subjectType: `transcript_${kind}`,
      subjectId: row.uid,
      details: { name: row.name },
    })
    return presentTerm(row)
  })
}

/** Archives a term (audited `transcript.term_archive`): offered no more, entries keep it. */
export async function archiveTerm(
  database: Database,
  origin: AuditOrigin,
  schoolId: number,
  kind: TermKind,
  uid: string,
): Promise<TranscriptTerm> {
  return database.db.transaction(async (tx) => {
    const where = and(
      eq(transcriptTerms.schoolId, schoolId),
      eq(transcriptTerms.kind, kind),
      eq(transcriptTerms.uid, uid),
    )
    const [current] = await tx.select().from(transcriptTerms).where(where)
    if (!current) throw notFound(kind === 'category' ? 'Category' : 'Learning outcome')
    if (current.archivedAt !== null) return presentTerm(current)
    const [row] = await tx
      .update(transcriptTerms)
      .set({ archivedAt: new Date() })
      .where(where)
      .returning()
    if (!row) throw notFound('Term')
    await audit(tx, origin, {
      schoolId,
      action: 'transcript.term_archive',
      subjectType: `transcript_${kind}`,
      subjectId: uid,
    })
    return presentTerm(row)
  })
}
