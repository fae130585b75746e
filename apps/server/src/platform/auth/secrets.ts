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
  await db
    .insert(instanceSecrets)
    .values({ name: 'jwt', value: randomToken(48) })
    .onConflictDoNothing()
  const rows = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, 'jwt'))
  const row = rows[0]
  if (!row) throw new Error('could not load the JWT secret')
  return new TextEncoder().encode(row.value)
}
