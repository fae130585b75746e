import type { CacheProvider } from '@node-saml/node-saml'
import { and, eq, gt } from 'drizzle-orm'
import { ssoOnce } from '../../../db/schema/account-security.ts'
import type { DbOrTx } from '../../../platform/db/database.ts'

/** How long a sign-in started at the school's IdP may take (AuthnRequest → ACS). */
export const SAML_REQUEST_TTL_MS = 10 * 60_000

const REQUEST = 'saml_request'
/** A request id that was answered once: kept until it expires so a second answer reads as a replay. */
const REQUEST_USED = 'saml_request_used'
const ASSERTION = 'saml_assertion'

/**
 * node-saml's `cacheProvider` over `sso_once` (decision 054), so a request issued by one
 * instance is known to every instance: the AuthnRequest's id is saved with the page to
 * return to (`redirect`); reading it answers the instant it was issued (what node-saml
 * compares with its expiry); removing it marks it used. `answered()` tells what the
 * response's InResponseTo found: the redirect, or why it was refused.
 */
export function requestStore(db: DbOrTx, providerId: number, redirect = '/') {
  let found: { redirect: string } | null = null
  let asked: string | null = null
  const row = (kind: string, key: string) =>
    and(eq(ssoOnce.providerId, providerId), eq(ssoOnce.kind, kind), eq(ssoOnce.key, key))
  const cache: CacheProvider = {
    saveAsync: async (key, value) => {
      const expiresAt = new Date(Date.now() + SAML_REQUEST_TTL_MS)
      await db
        .insert(ssoOnce)
        .values({ providerId, kind: REQUEST, key, value: redirect, expiresAt })
      return { value, createdAt: Date.now() }
    },
    getAsync: async (key) => {
      asked = key
      const [hit] = await db
        .select({ value: ssoOnce.value, expiresAt: ssoOnce.expiresAt })
        .from(ssoOnce)
        .where(and(row(REQUEST, key), gt(ssoOnce.expiresAt, new Date())))
      if (!hit) return null
      found = { redirect: hit.value }
      return new Date(hit.expiresAt.getTime() - SAML_REQUEST_TTL_MS).toISOString()
    },
    removeAsync: async (key) => {
      if (key === null) return null
      const [used] = await db
        .update(ssoOnce)
        .set({ kind: REQUEST_USED })
        .where(row(REQUEST, key))
        .returning({ value: ssoOnce.value })
      return used?.value ?? null
    },
  }
  return {
    cache,
    /** The redirect saved with the request the response answered, once it was found. */
    redirect: () => found?.redirect ?? null,
    /** Whether the response answered a request that was already answered (a replay). */
    wasAnswered: async () => {
      if (asked === null) return false
      const [hit] = await db
        .select({ key: ssoOnce.key })
        .from(ssoOnce)
        .where(row(REQUEST_USED, asked))
      return hit !== undefined
    },
  }
}

/**
 * Records an assertion's ID until it expires; false when it was seen before (a replay),
 * decided by the primary key so two instances racing on one assertion let one through.
 */
export async function firstUseOfAssertion(
  db: DbOrTx,
  providerId: number,
  assertionId: string,
  notOnOrAfter: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(ssoOnce)
    .values({ providerId, kind: ASSERTION, key: assertionId, expiresAt: notOnOrAfter })
    .onConflictDoNothing()
    .returning({ key: ssoOnce.key })
  return inserted.length === 1
}
