import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/database.ts'
import { linkVersions } from '../db/integrations-schema.ts'
import { signLink, verifyLink, type LinkCheck, type LinkClaims } from './signed-links.ts'

/**
 * Whose links: a school, a purpose ('calendar-feed') and a subject within it (a
 * student's uid, a club's id). Revoking bumps the subject's version; every link signed
 * with an older one then fails as `revoked` (a student resets their feed address).
 */
export interface LinkSubject {
  schoolId: number
  purpose: string
  subject: string
}

/** A long-lived link (no expiry unless given) bound to the subject's current version. */
export async function signRevocableLink(
  db: DbOrTx,
  secret: Uint8Array,
  to: LinkSubject,
  claims: LinkClaims,
  expiresAt: Date | null = null,
): Promise<string> {
  const version = await currentVersion(db, to)
  return signLink(
    secret,
    to.purpose,
    { ...claims, school: to.schoolId, subject: to.subject, version },
    expiresAt,
  )
}

/** As `verifyLink`, for the request's school, and refused once the subject's links were revoked. */
export async function verifyRevocableLink(
  db: DbOrTx,
  secret: Uint8Array,
  schoolId: number,
  purpose: string,
  token: string,
  now = new Date(),
): Promise<LinkCheck> {
  const check = verifyLink(secret, purpose, token, now)
  if (!check.ok) return check
  const { school, subject, version } = check.claims
  if (school !== schoolId || typeof subject !== 'string') {
    return { ok: false, failure: 'wrong-purpose' }
  }
  const current = await currentVersion(db, { schoolId, purpose, subject })
  return version === current ? check : { ok: false, failure: 'revoked' }
}

/** Ends every link of the subject signed so far; returns the new version. */
export async function revokeLinks(tx: DbOrTx, of: LinkSubject): Promise<number> {
  const [row] = await tx
    .insert(linkVersions)
    .values({ ...of, version: 2 })
    .onConflictDoUpdate({
      target: [linkVersions.schoolId, linkVersions.purpose, linkVersions.subject],
      set: { version: sql`${linkVersions.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: linkVersions.version })
  return row?.version ?? 2
}

async function currentVersion(db: DbOrTx, of: LinkSubject): Promise<number> {
  const [row] = await db
    .select({ version: linkVersions.version })
    .from(linkVersions)
    .where(
      and(
        eq(linkVersions.schoolId, of.schoolId),
        eq(linkVersions.purpose, of.purpose),
        eq(linkVersions.subject, of.subject),
      ),
    )
  return row?.version ?? 1
}
