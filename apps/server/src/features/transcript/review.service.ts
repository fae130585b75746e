import { and, asc, eq } from 'drizzle-orm'
import type { TranscriptEntry, TranscriptReviewInput, TranscriptReviewItem } from '@quad/shared'
import { TranscriptReviewInput as Input } from '@quad/shared'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Database, DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { conflict, notFound } from '../../platform/errors.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { transcriptEntries } from '../../db/schema/transcript.ts'
import { presentEntry, termsById } from './entries.service.ts'
import { fullName } from '../../platform/text/person-name.ts'

/** The school's entries waiting for review, oldest first, with whose they are. */
export async function pendingEntries(
  db: DbOrTx,
  schoolId: number,
): Promise<TranscriptReviewItem[]> {
  const rows = await db
    .select({
      entry: transcriptEntries,
      uid: users.uid,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(transcriptEntries)
    .innerJoin(users, eq(users.id, transcriptEntries.userId))
    .where(and(eq(transcriptEntries.schoolId, schoolId), eq(transcriptEntries.status, 'pending')))
    .orderBy(asc(transcriptEntries.updatedAt), asc(transcriptEntries.id))
    .limit(200)
  const terms = await termsById(db, schoolId)
  return rows.map((row) => ({
    entry: presentEntry(row.entry, terms),
    student: { uid: row.uid, name: fullName(row) },
  }))
}

/**
 * Staff approve a pending entry or return it with a note (audited
 * `transcript.entry_approve` / `transcript.entry_return`); the student hears of it through
 * `transcript.entry_reviewed`. An entry already answered is a 409: two reviewers do not
 * both decide.
 */
export async function reviewEntry(
  database: Database,
  outbox: Pick<Outbox, 'emit'>,
  origin: AuditOrigin & { actorId: number },
  school: School,
  uid: string,
  input: TranscriptReviewInput,
): Promise<TranscriptEntry> {
  const body = Input.parse(input)
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(transcriptEntries)
      .set({
        status: body.decision === 'approve' ? 'approved' : 'returned',
        reviewNote: body.note === '' ? null : body.note,
        reviewedBy: origin.actorId,
        reviewedAt: new Date(),
      })
      .where(
        and(
          eq(transcriptEntries.schoolId, school.id),
          eq(transcriptEntries.uid, uid),
          eq(transcriptEntries.status, 'pending'),
        ),
      )
      .returning()
    if (!row) {
      const [exists] = await tx
        .select({ id: transcriptEntries.id })
        .from(transcriptEntries)
        .where(and(eq(transcriptEntries.schoolId, school.id), eq(transcriptEntries.uid, uid)))
      throw exists ? conflict('This entry was already reviewed') : notFound('Entry')
    }
    await audit(tx, origin, {
      schoolId: school.id,
      action: body.decision === 'approve' ? 'transcript.entry_approve' : 'transcript.entry_return',
      subjectType: 'transcript_entry',
      subjectId: uid,
      details: { title: row.title, note: body.note },
    })
    await outbox.emit(tx, school, 'transcript.entry_reviewed', {
      userId: row.userId,
      reviewerId: origin.actorId,
      entryUid: uid,
      title: row.title,
      decision: body.decision,
    })
    return presentEntry(row, await termsById(tx, school.id))
  })
}
