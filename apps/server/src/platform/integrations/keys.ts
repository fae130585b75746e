import { hkdfSync } from 'node:crypto'
import type { DbOrTx } from '../db/database.ts'
import { loadInstanceSecret, readInstanceSecret } from '../auth/secrets.ts'

/** One AES-256 key for credentials and its public id (stored beside each ciphertext). */
export interface CredentialKey {
  readonly id: string
  readonly key: Buffer
}

/** The key new rows are sealed with, and every key an existing row may name. */
export interface Keyring {
  readonly current: CredentialKey
  readonly byId: ReadonlyMap<string, CredentialKey>
}

/** The instance secret that seals credentials when INTEGRATIONS_KEY is not set. */
const INSTANCE_SECRET = 'integrations'

/**
 * A key from secret material by HKDF-SHA256 (RFC 5869). The id comes from the same
 * material under another label, so it names the key without revealing anything of it,
 * and the same secret gives the same id on every instance.
 */
export function deriveKey(material: string): CredentialKey {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', material, 'quad', info, 32))
  return {
    key: derive('quad integrations credentials v1'),
    id: derive('quad integrations key id v1').subarray(0, 8).toString('hex'),
  }
}

/** A keyring sealing with the first secret and opening with any of them. */
export function keyring(current: string, previous: readonly string[] = []): Keyring {
  const keys = [current, ...previous].map(deriveKey)
  return { current: keys[0] as CredentialKey, byId: new Map(keys.map((k) => [k.id, k])) }
}

/**
 * The installation's keyring (decision 026): INTEGRATIONS_KEY when set, else a secret
 * generated once in `instance_secrets` (like the JWT secret). Rotation: set the new key
 * and list the old ones in INTEGRATIONS_PREVIOUS_KEYS; the generated secret, when one
 * exists, always stays readable, so moving to INTEGRATIONS_KEY loses nothing.
 */
export async function loadKeyring(
  db: DbOrTx,
  fromEnv: { key: string | undefined; previous: readonly string[] },
): Promise<Keyring> {
  if (!fromEnv.key) return keyring(await loadInstanceSecret(db, INSTANCE_SECRET), fromEnv.previous)
  const generated = await readInstanceSecret(db, INSTANCE_SECRET)
  return keyring(fromEnv.key, [...fromEnv.previous, ...(generated ? [generated] : [])])
}
