import { and, desc, eq, gt } from 'drizzle-orm'
import type { DeviceSession, SessionMethod } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { sessions } from '../../platform/db/schema.ts'
import { SESSION_IDLE_MS } from '../../platform/auth/sessions.service.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { pushSessionIds } from '../notifications/index.ts'
import { deviceNameOf, placeOf } from './device-names.ts'

const methods = new Set<string>(['password', 'totp', 'recovery', 'sso', 'link'])

/**
 * A student's live sessions in this school, the most recently used first (api.md
 * `GET /api/v1/me/sessions`): expired and idle ones are over, so they are not listed.
 */
export async function sessionsOf(
  db: DbOrTx,
  school: School,
  userId: number,
  currentId: string,
): Promise<DeviceSession[]> {
  const [rows, pushing] = await Promise.all([
    db
      .select({
        id: sessions.id,
        userAgent: sessions.userAgent,
        ipRange: sessions.ipRange,
        method: sessions.method,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.schoolId, school.id),
          eq(sessions.userId, userId),
          gt(sessions.expiresAt, new Date()),
          gt(sessions.lastUsedAt, new Date(Date.now() - SESSION_IDLE_MS)),
        ),
      )
      .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt)),
    pushSessionIds(db, userId),
  ])
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentId,
    userAgent: row.userAgent,
    ...deviceNameOf(row.userAgent),
    place: placeOf(row.ipRange),
    ipRange: row.ipRange,
    method: methods.has(row.method) ? (row.method as SessionMethod) : 'password',
    push: pushing.has(row.id),
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastUsedAt.toISOString(),
  }))
}
