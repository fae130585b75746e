import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/database.ts'
import { integrationCredentials } from '../db/integrations-schema.ts'
import type { Keyring } from './keys.ts'
import { ownedBy } from './owner.ts'

/**
 * Which secret: a school's (`userId` absent) or one student's (per-student OAuth tokens),
 * for one provider ('canvas'), under a name ('developer-key', 'oauth').
 */
export interface CredentialRef {
  schoolId: number
  provider: string
  userId?: number | undefined
  name: string
}

/** A credential's value: any JSON (a key, or `{accessToken, refreshToken, expiresAt}`). */
export type CredentialValue = Record<string, unknown>

/** Thrown when a stored credential cannot be opened (unknown key, moved or altered row). */
export class CredentialUnreadable extends Error {
  constructor(ref: CredentialRef, reason: string) {
    super(`credential ${ref.provider}/${ref.name} of school ${ref.schoolId} unreadable: ${reason}`)
  }
}

/**
 * Credentials sealed at rest with AES-256-GCM (decision 026). The additional data binds
 * each ciphertext to its school, provider, owner and name, so a ciphertext copied into
 * another row fails to open. A write always seals with the keyring's current key, so a
 * row sealed before a rotation moves to the new key the next time it is written.
 * The plaintext is never logged; no route should answer with it.
 */
export interface Credentials {
  put(tx: DbOrTx, ref: CredentialRef, value: CredentialValue): Promise<void>
  /** The value, or null when none is stored; throws `CredentialUnreadable`. */
  get(db: DbOrTx, ref: CredentialRef): Promise<CredentialValue | null>
  /** Whether one was deleted. */
  delete(tx: DbOrTx, ref: CredentialRef): Promise<boolean>
}

export function credentials(keys: Keyring): Credentials {
  return {
    async put(tx, ref, value) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', keys.current.key, iv)
      cipher.setAAD(additionalData(ref))
      const plaintext = Buffer.from(JSON.stringify(value))
      const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
      const sealed = { ciphertext, iv, tag: cipher.getAuthTag(), keyId: keys.current.id }
      await tx
        .insert(integrationCredentials)
        .values({ ...refColumns(ref), ...sealed })
        .onConflictDoUpdate({
          target: [
            integrationCredentials.schoolId,
            integrationCredentials.provider,
            integrationCredentials.ownerUserId,
            integrationCredentials.name,
          ],
          set: { ...sealed, updatedAt: sql`now()` },
        })
    },

    async get(db, ref) {
      const [row] = await db.select().from(integrationCredentials).where(matches(ref))
      if (!row) return null
      const key = keys.byId.get(row.keyId)
      if (!key) throw new CredentialUnreadable(ref, `key ${row.keyId} is not configured`)
      try {
        const decipher = createDecipheriv('aes-256-gcm', key.key, row.iv)
        decipher.setAAD(additionalData(ref))
        decipher.setAuthTag(row.tag)
        const plaintext = Buffer.concat([decipher.update(row.ciphertext), decipher.final()])
        return JSON.parse(plaintext.toString()) as CredentialValue
      } catch {
        throw new CredentialUnreadable(ref, 'it does not authenticate (moved or altered)')
      }
    },

    async delete(tx, ref) {
      const deleted = await tx
        .delete(integrationCredentials)
        .where(matches(ref))
        .returning({ id: integrationCredentials.id })
      return deleted.length > 0
    },
  }
}

function refColumns(ref: CredentialRef) {
  return {
    schoolId: ref.schoolId,
    provider: ref.provider,
    ownerUserId: ref.userId ?? null,
    name: ref.name,
  }
}

function matches(ref: CredentialRef) {
  const t = integrationCredentials
  return and(
    eq(t.schoolId, ref.schoolId),
    eq(t.provider, ref.provider),
    ownedBy(t.ownerUserId, ref.userId),
    eq(t.name, ref.name),
  )
}

/** The row a ciphertext belongs to, as GCM's additional authenticated data. */
function additionalData(ref: CredentialRef): Buffer {
  const owner = ref.userId === undefined ? 'school' : `user:${ref.userId}`
  return Buffer.from(
    JSON.stringify(['quad.credential.v1', ref.schoolId, ref.provider, owner, ref.name]),
  )
}
