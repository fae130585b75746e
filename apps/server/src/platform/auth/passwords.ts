import { hash, verify } from '@node-rs/argon2'

/**
 * OWASP's Argon2id baseline: 19 MiB, 2 iterations, 1 lane. The library's default
 * algorithm is Argon2id (its `Algorithm` is a const enum, which isolated modules
 * cannot import); passwords.test.ts asserts the `$argon2id$` prefix.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

let dummyHash: Promise<string> | undefined

/**
 * Verifies a password. With no stored hash (unknown email) it still runs one
 * verification, so response time does not reveal which emails exist.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('not-a-real-password')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(storedHash, password).catch(() => false)
}
