import type { DbOrTx } from '../db/database.ts'
import { credentials, type Credentials } from './credentials.ts'
import {
  linkExternalId,
  localIdOf,
  upsertAllByExternalId,
  upsertByExternalId,
} from './external-ids.ts'
import type { Keyring } from './keys.ts'
import { revokeLinks, signRevocableLink, verifyRevocableLink } from './revocable-links.ts'
import { linkError, signLink, verifyLink, type LinkCheck, type LinkClaims } from './signed-links.ts'
import { beginSync, failSync, finishSync, lastSync } from './sync.ts'

export type { CredentialRef, CredentialValue, Credentials } from './credentials.ts'
export { CredentialUnreadable } from './credentials.ts'
export type { ExternalRef, UpsertOutcome } from './external-ids.ts'
export type { Keyring } from './keys.ts'
export { loadKeyring } from './keys.ts'
export type { LinkSubject } from './revocable-links.ts'
export type { LinkCheck, LinkClaims, LinkFailure } from './signed-links.ts'
export { linkError, signLink, verifyLink } from './signed-links.ts'
export type { SyncRecord, SyncScope } from './sync.ts'

/**
 * The integrations boundary on the module context (issue 13 item 8, decision 026): what
 * the LMS, student-records and calendar-feed features build on.
 */
export interface Integrations {
  /** Secrets per school or student and provider, sealed at rest. */
  credentials: Credentials
  /** Idempotent writes keyed by outside ids, and the outside-id → local-id map. */
  externalIds: {
    upsert: typeof upsertByExternalId
    link: typeof linkExternalId
    localIdOf: typeof localIdOf
    /** `upsert` for many rows, one statement each 500 (a feed's batch). */
    upsertAll: typeof upsertAllByExternalId
  }
  /** "Last synced" per source and scope. */
  sync: {
    begin: typeof beginSync
    finish: typeof finishSync
    fail: typeof failSync
    last: typeof lastSync
  }
  /** Links that act without a sign-in, signed with the installation's secret. */
  links: {
    sign(purpose: string, claims: LinkClaims, expiresAt: Date | null): string
    verify(purpose: string, token: string, now?: Date): LinkCheck
    signRevocable(
      db: DbOrTx,
      to: Parameters<typeof signRevocableLink>[2],
      claims: LinkClaims,
      expiresAt?: Date | null,
    ): Promise<string>
    verifyRevocable(
      db: DbOrTx,
      schoolId: number,
      purpose: string,
      token: string,
      now?: Date,
    ): Promise<LinkCheck>
    revoke: typeof revokeLinks
    /** The 400/403/410 answer for a refused link. */
    error: typeof linkError
  }
}

export function integrations(keys: Keyring, secret: Uint8Array): Integrations {
  return {
    credentials: credentials(keys),
    externalIds: {
      upsert: upsertByExternalId,
      link: linkExternalId,
      localIdOf,
      upsertAll: upsertAllByExternalId,
    },
    sync: { begin: beginSync, finish: finishSync, fail: failSync, last: lastSync },
    links: {
      sign: (purpose, claims, expiresAt) => signLink(secret, purpose, claims, expiresAt),
      verify: (purpose, token, now) => verifyLink(secret, purpose, token, now),
      signRevocable: (db, to, claims, expiresAt) =>
        signRevocableLink(db, secret, to, claims, expiresAt),
      verifyRevocable: (db, schoolId, purpose, token, now) =>
        verifyRevocableLink(db, secret, schoolId, purpose, token, now),
      revoke: revokeLinks,
      error: linkError,
    },
  }
}
