import { and, desc, eq, lt } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { AuditEntry, AuditPage, AuditQuery } from '@quad/shared'
import type { DbOrTx } from '../db/database.ts'
import { auditLog } from '../db/policies-schema.ts'
import { users } from '../db/schema.ts'

/** Who did it and from where: the request behind a privileged action. */
export interface AuditOrigin {
  actorId: number | null
  requestId: string | null
  ip: string | null
}

export function auditOrigin(
  request: FastifyRequest,
  actorId: number,
): AuditOrigin & { actorId: number } {
  return { actorId, requestId: request.id, ip: request.ip }
}

export interface AuditRecord {
  schoolId: number
  action: string
  subjectType: string
  subjectId: string | number
  details?: Record<string, unknown>
}

/**
 * Records a privileged action (decision 024). Call it with the transaction of the
 * change itself, so the entry exists exactly when the change does.
 */
export async function audit(tx: DbOrTx, origin: AuditOrigin, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    schoolId: record.schoolId,
    actorId: origin.actorId,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: String(record.subjectId),
    details: record.details ?? {},
    requestId: origin.requestId,
    ip: origin.ip,
  })
}

/** A school's audit log, newest first, `{items, nextCursor}` by id. */
export async function listAudit(
  db: DbOrTx,
  schoolId: number,
  query: AuditQuery,
): Promise<AuditPage> {
  const rows = await db
    .select({
      entry: auditLog,
      actor: { uid: users.uid, firstName: users.firstName, lastName: users.lastName },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.schoolId, schoolId),
        query.cursor === undefined ? undefined : lt(auditLog.id, Number(query.cursor)),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1)
  const items = rows.slice(0, query.limit).map(presentEntry)
  return { items, nextCursor: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null }
}

function presentEntry(row: {
  entry: typeof auditLog.$inferSelect
  actor: { uid: string; firstName: string; lastName: string } | null
}): AuditEntry {
  const { entry } = row
  return {
    id: String(entry.id),
    actor: row.actor,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    details: entry.details,
    at: entry.at.toISOString(),
    requestId: entry.requestId,
    ip: entry.ip,
  }
}
