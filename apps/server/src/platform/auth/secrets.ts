import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/database.ts'
import { instanceSecrets } from '../db/schema.ts'
import { randomToken } from './tokens.ts'

/**
 * The JWT signing secret: from the environment, else generated once and kept in
 * the database, so every instance sharing the database signs with the same key.
 */
export async function loadJwtSecret(db: DbOrTx, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv)
  return new TextEncoder().encode(await loadInstanceSecret(db, 'jwt'))
}

/**
 * The installation's secret `name`, made by `make` on first use (every instance then reads
 * the same: the first insert wins).
 */
export async function loadInstanceSecret(
  db: DbOrTx,
  name: string,
  make: () => string = () => randomToken(48),
): Promise<string> {
  await db.insert(instanceSecrets).values({ name, value: make() }).onConflictDoNothing()
  const value = await readInstanceSecret(db, name)
  if (value === undefined) throw new Error(`could not load the ${name} secret`)
  return value
}

/** The installation's secret `name` if it was ever generated. */
export async function readInstanceSecret(db: DbOrTx, name: string): Promise<string | undefined> {
  const rows = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, name))
  return rows[0]?.value
}
