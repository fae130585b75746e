import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { CreatedApiKey, SchoolApiKey } from '@quad/shared'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Database, DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { notFound } from '../../platform/errors.ts'
import { schoolApiKeys } from '../../db/schema/index.ts'

/*
 * School API keys (issue 17, decision 049): `quad_sk_{prefix}_{secret}`. The prefix (10
 * hex characters) finds the row and is shown to admins; the secret is 32 random bytes in
 * base64url (it may itself hold `_` and `-`). Only the SHA-256 of the whole key is kept,
 * compared in constant time; the key is answered once, when it is made.
 */

const KEY_SHAPE = /^quad_sk_([0-9a-f]{10})_([A-Za-z0-9_-]{43})$/
/** `lastUsedAt` is written at most this often per key (a feed pushes many batches). */
const LAST_USED_EVERY = '1 minute'

type KeyRow = typeof schoolApiKeys.$inferSelect

const sha256 = (text: string) => createHash('sha256').update(text).digest()

function newKey(): { key: string; prefix: string; hash: string } {
  const prefix = randomBytes(5).toString('hex')
  const key = `quad_sk_${prefix}_${randomBytes(32).toString('base64url')}`
  return { key, prefix, hash: sha256(key).toString('hex') }
}

export function presentKey(row: KeyRow, createdBy: string | null = null): SchoolApiKey {
  return {
    id: String(row.id),
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    createdBy,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }
}

/** The school's keys, newest first, with the maker's name. */
export async function listKeys(db: DbOrTx, schoolId: number): Promise<SchoolApiKey[]> {
  const rows = await db
    .select({ key: schoolApiKeys, first: users.firstName, last: users.lastName })
    .from(schoolApiKeys)
    .leftJoin(
      users,
      and(eq(users.id, schoolApiKeys.createdBy), eq(users.schoolId, schoolApiKeys.schoolId)),
    )
    .where(eq(schoolApiKeys.schoolId, schoolId))
    .orderBy(desc(schoolApiKeys.createdAt), desc(schoolApiKeys.id))
  return rows.map((row) =>
    presentKey(row.key, row.first === null ? null : `${row.first} ${row.last ?? ''}`.trim()),
  )
}

async function insertKey(
  tx: DbOrTx,
  origin: AuditOrigin & { actorId: number },
  schoolId: number,
  name: string,
  replacesId: number | null,
): Promise<CreatedApiKey> {
  const made = newKey()
  const [row] = await tx
    .insert(schoolApiKeys)
    .values({
      schoolId,
      name,
      prefix: made.prefix,
      hash: made.hash,
      createdBy: origin.actorId,
      replacesId,
    })
    .returning()
  if (!row) throw new Error('the key was not stored')
  // The audit names the key by id and prefix, never the key.
  await audit(tx, origin, {
    schoolId,
    action: replacesId === null ? 'sis_key.create' : 'sis_key.rotate',
    subjectType: 'school_api_key',
    subjectId: row.id,
    details: { name, prefix: row.prefix, ...(replacesId !== null && { replaces: replacesId }) },
  })
  return { key: made.key, apiKey: presentKey(row) }
}

export function createKey(
  database: Database,
  origin: AuditOrigin & { actorId: number },
  schoolId: number,
  name: string,
): Promise<CreatedApiKey> {
  return database.db.transaction((tx) => insertKey(tx, origin, schoolId, name, null))
}

/** A live key of the school, locked for the change; 404 otherwise. */
async function lockLiveKey(tx: DbOrTx, schoolId: number, id: number): Promise<KeyRow> {
  const [row] = await tx
    .select()
    .from(schoolApiKeys)
    .where(
      and(
        eq(schoolApiKeys.schoolId, schoolId),
        eq(schoolApiKeys.id, id),
        isNull(schoolApiKeys.revokedAt),
        or(isNull(schoolApiKeys.expiresAt), sql`${schoolApiKeys.expiresAt} > now()`),
      ),
    )
    .for('update')
  if (!row) throw notFound('API key')
  return row
}

/**
 * A new key in place of `id`, which keeps working `graceHours` more (0: stops now) so
 * the SIS can move to the new one without a gap; a grace never lengthens an earlier end.
 */
export function rotateKey(
  database: Database,
  origin: AuditOrigin & { actorId: number },
  schoolId: number,
  id: number,
  graceHours: number,
): Promise<CreatedApiKey> {
  return database.db.transaction(async (tx) => {
    const old = await lockLiveKey(tx, schoolId, id)
    const graceEnd = sql`now() + make_interval(hours => ${graceHours}::int)`
    await tx
      .update(schoolApiKeys)
      .set({
        expiresAt:
          old.expiresAt === null ? graceEnd : sql`least(${schoolApiKeys.expiresAt}, ${graceEnd})`,
      })
      .where(eq(schoolApiKeys.id, old.id))
    return insertKey(tx, origin, schoolId, old.name, old.id)
  })
}

/** Revokes a key at once; 404 when it is not a live key of the school. */
export function revokeKey(
  database: Database,
  origin: AuditOrigin & { actorId: number },
  schoolId: number,
  id: number,
): Promise<SchoolApiKey> {
  return database.db.transaction(async (tx) => {
    const old = await lockLiveKey(tx, schoolId, id)
    const [row] = await tx
      .update(schoolApiKeys)
      .set({ revokedAt: sql`now()` })
      .where(eq(schoolApiKeys.id, old.id))
      .returning()
    if (!row) throw notFound('API key')
    await audit(tx, origin, {
      schoolId,
      action: 'sis_key.revoke',
      subjectType: 'school_api_key',
      subjectId: row.id,
      details: { name: row.name, prefix: row.prefix },
    })
    return presentKey(row)
  })
}

/**
 * The live key `token` is, for this school, or null: unknown, altered, revoked, expired
 * and another school's key all answer null alike, so a caller cannot tell them apart.
 */
export async function verifyKey(
  db: DbOrTx,
  schoolId: number,
  token: string,
): Promise<KeyRow | null> {
  const match = KEY_SHAPE.exec(token)
  if (!match?.[1]) return null
  const [row] = await db
    .select()
    .from(schoolApiKeys)
    .where(
      and(
        eq(schoolApiKeys.prefix, match[1]),
        isNull(schoolApiKeys.revokedAt),
        or(isNull(schoolApiKeys.expiresAt), sql`${schoolApiKeys.expiresAt} > now()`),
      ),
    )
  if (!row) return null
  const hashMatches = timingSafeEqual(sha256(token), Buffer.from(row.hash, 'hex'))
  return hashMatches && row.schoolId === schoolId ? row : null
}

/** Records the key's use, at most once a minute (one conditional update, no read). */
export async function touchKey(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(schoolApiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(schoolApiKeys.id, id),
        or(
          isNull(schoolApiKeys.lastUsedAt),
          lt(schoolApiKeys.lastUsedAt, sql`now() - ${LAST_USED_EVERY}::interval`),
        ),
      ),
    )
}
