import { eq } from 'drizzle-orm'
import type { PersonalDataPart } from '../../platform/personal-data.ts'
import { transcriptEntries, transcriptShares } from '../../db/schema/transcript.ts'
import { entryRows, presentEntry, termsById } from './entries.service.ts'

/**
 * The student's transcript entries (every status, with staff's notes) and the verification
 * links they made (decision 102). What the transcript composes from clubs, events and
 * badges is exported by those features.
 */
export const transcriptPersonalData: PersonalDataPart = {
  name: 'transcript',
  describes: {
    what: 'The entries you added to your co-curricular transcript and the verification links you made',
    kept: 'Until your account is deleted',
  },
  async export(db, { userId, school }) {
    const terms = await termsById(db, school.id)
    const entries = (await entryRows(db, userId)).map((row) => presentEntry(row, terms))
    const shares = await db
      .select({
        sections: transcriptShares.sections,
        createdAt: transcriptShares.createdAt,
        revokedAt: transcriptShares.revokedAt,
      })
      .from(transcriptShares)
      .where(eq(transcriptShares.userId, userId))
      .orderBy(transcriptShares.createdAt)
    return { records: { entries, verificationLinks: shares } }
  },
  async erase(tx, { userId }) {
    await tx.delete(transcriptShares).where(eq(transcriptShares.userId, userId))
    await tx.delete(transcriptEntries).where(eq(transcriptEntries.userId, userId))
  },
}
