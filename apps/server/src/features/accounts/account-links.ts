import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { accountTokens } from '../../db/schema/accounts.ts'
import { randomToken, sha256 } from '../../platform/auth/tokens.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

export type LinkPurpose = 'invite' | 'reset' | 'email_change'

/**
 * How long each link lives (decision 029): an invitation waits a week for someone who may
 * not read email daily; a reset link is a password in all but name, so an hour; an email
 * change a day, since the new inbox may be one the student opens less often.
 */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  invite: 7 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
}

/** The web page each link opens. */
export const LINK_PAGE: Record<LinkPurpose, string> = {
  invite: '/invitation',
  reset: '/reset-password',
  email_change: '/verify-email',
}

export interface IssuedLink {
  token: string
  expiresAt: Date
}

/**
 * A new single-use link for `userId` (a random 256-bit token; only its SHA-256 is
 * stored). Any earlier unused link of the same purpose ends: only the newest email works.
 */
export async function issueLink(
  tx: DbOrTx,
  school: School,
  userId: number,
  purpose: LinkPurpose,
  newEmail: string | null = null,
): Promise<IssuedLink> {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    )
  const token = randomToken()
  const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS[purpose])
  await tx.insert(accountTokens).values({
    tokenHash: sha256(token),
    purpose,
    schoolId: school.id,
    userId,
    newEmail,
    expiresAt,
  })
  return { token, expiresAt }
}

export interface LinkHolder {
  userId: number
  newEmail: string | null
}

const usable = (school: School, purpose: LinkPurpose, token: string) =>
  and(
    eq(accountTokens.tokenHash, sha256(token)),
    eq(accountTokens.purpose, purpose),
    eq(accountTokens.schoolId, school.id),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  )

/**
 * Uses a link: one conditional update (unused, unexpired, this school's), so of two
 * clicks at once exactly one gets the holder. A refused link is a 410 the page explains.
 */
export async function consumeLink(
  tx: DbOrTx,
  school: School,
  purpose: LinkPurpose,
  token: string,
): Promise<LinkHolder> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(school, purpose, token))
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail })
  if (!row) throw linkGone()
  return row
}

/** Who a link is for, without using it (the invitation page prefills the names). */
export async function peekLink(
  db: DbOrTx,
  school: School,
  purpose: LinkPurpose,
  token: string,
): Promise<LinkHolder> {
  const [row] = await db
    .select({ userId: accountTokens.userId, newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(usable(school, purpose, token))
  if (!row) throw linkGone()
  return row
}

export const linkGone = () =>
  new AppError(410, 'gone', 'This link has expired or has already been used', [
    { path: 'body.token', message: 'has expired or has already been used' },
  ])
