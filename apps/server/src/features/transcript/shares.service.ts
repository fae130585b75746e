import { and, desc, eq, isNull } from 'drizzle-orm'
import type {
  TranscriptSectionChoice,
  TranscriptShare,
  TranscriptShareInput,
  TranscriptVerification,
} from '@quad/shared'
import { TranscriptShareInput as Input } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { fieldError, notFound } from '../../platform/errors.ts'
import type { Integrations } from '../../platform/integrations/index.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { transcriptShares } from '../../db/schema/transcript.ts'
import { composeRecord } from './record.service.ts'
import { termsById } from './entries.service.ts'

export type Links = Integrations['links']
type ShareRow = typeof transcriptShares.$inferSelect

/** Signed links of this purpose only open a transcript share (decision 026's format). */
export const SHARE_PURPOSE = 'transcript-share'

/** The share's token: a signed link naming the row and its school, with no expiry. */
const tokenOf = (links: Links, row: ShareRow) =>
  links.sign(SHARE_PURPOSE, { share: row.uid, school: row.schoolId }, null)

function presentShare(links: Links, row: ShareRow): TranscriptShare {
  return {
    uid: row.uid,
    path: `/cct/verify/${tokenOf(links, row)}`,
    sections: row.sections,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }
}

export async function listShares(
  db: DbOrTx,
  links: Links,
  userId: number,
): Promise<TranscriptShare[]> {
  const rows = await db
    .select()
    .from(transcriptShares)
    .where(eq(transcriptShares.userId, userId))
    .orderBy(desc(transcriptShares.createdAt), desc(transcriptShares.id))
  return rows.map((row) => presentShare(links, row))
}

/** The categories a share names must be the school's; something must be shown. */
async function checkChoice(db: DbOrTx, schoolId: number, choice: TranscriptSectionChoice) {
  const categories = new Set(
    [...(await termsById(db, schoolId)).values()]
      .filter((term) => term.kind === 'category')
      .map((term) => term.uid),
  )
  choice.categories.forEach((uid, i) => {
    if (!categories.has(uid)) {
      throw fieldError(
        `body.sections.categories.${String(i)}`,
        "is not one of the school's categories",
      )
    }
  })
  if (!choice.memberships && !choice.events && !choice.badges && choice.categories.length === 0) {
    throw fieldError('body.sections', 'chooses nothing to show')
  }
}

/** The student makes a verification link showing the sections they chose. */
export async function createShare(
  db: DbOrTx,
  links: Links,
  school: School,
  userId: number,
  input: TranscriptShareInput,
): Promise<TranscriptShare> {
  const { sections } = Input.parse(input)
  await checkChoice(db, school.id, sections)
  const categories = [...new Set(sections.categories)]
  const [row] = await db
    .insert(transcriptShares)
    .values({ schoolId: school.id, userId, sections: { ...sections, categories } })
    .returning()
  if (!row) throw new Error('transcript share was not stored')
  return presentShare(links, row)
}

/** The student revokes a link: from then on it says it was revoked. */
export async function revokeShare(
  db: DbOrTx,
  links: Links,
  userId: number,
  uid: string,
): Promise<TranscriptShare> {
  const where = and(eq(transcriptShares.userId, userId), eq(transcriptShares.uid, uid))
  await db
    .update(transcriptShares)
    .set({ revokedAt: new Date() })
    .where(and(where, isNull(transcriptShares.revokedAt)))
  const [row] = await db.select().from(transcriptShares).where(where)
  if (!row) throw notFound('Verification link')
  return presentShare(links, row)
}

/**
 * What a verification link shows anyone (no sign-in): the sections the student chose, as
 * they stand now, or that the student revoked it. A token not signed by this installation
 * for this purpose and school is refused (400/403); a share erased with its student is a 404.
 */
export async function verifyShare(
  db: DbOrTx,
  links: Links,
  school: School,
  token: string,
): Promise<TranscriptVerification> {
  const check = links.verify(SHARE_PURPOSE, token)
  if (!check.ok) throw links.error(check.failure)
  const { share, school: schoolId } = check.claims
  if (schoolId !== school.id || typeof share !== 'string') throw links.error('wrong-purpose')
  const [row] = await db
    .select()
    .from(transcriptShares)
    .where(and(eq(transcriptShares.schoolId, school.id), eq(transcriptShares.uid, share)))
  if (!row) throw notFound('Transcript')
  if (row.revokedAt) return { status: 'revoked', revokedAt: row.revokedAt.toISOString() }
  return {
    status: 'verified',
    issuedAt: row.createdAt.toISOString(),
    record: await composeRecord(db, school, row.userId, row.sections),
  }
}
