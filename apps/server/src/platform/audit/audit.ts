import { and, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { addDays, type AuditEntry, type AuditPage, type AuditQuery } from '@quad/shared'
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
        ...auditFilters(schoolId, query),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1)
  const items = rows.slice(0, query.limit).map(presentEntry)
  return { items, nextCursor: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null }
}

/**
 * The audit log's filters (issue 14 item 5). The actor is a uid of this school (another
 * school's finds nothing), resolved in the query so `audit_log_school_actor_idx` serves
 * it. An action ending in `.` is a prefix (`club.` is every club action), else exact.
 * Days are UTC, both ends counted.
 */
function auditFilters(schoolId: number, query: AuditQuery): (SQL | undefined)[] {
  const { actor, action, subjectType, from, to } = query
  return [
    actor === undefined
      ? undefined
      : eq(
          auditLog.actorId,
          sql`(select ${users.id} from ${users}
            where ${users.uid} = ${actor} and ${users.schoolId} = ${schoolId})`,
        ),
    action === undefined
      ? undefined
      : action.endsWith('.')
        ? like(auditLog.action, `${action.replaceAll('_', '\\_')}%`)
        : eq(auditLog.action, action),
    subjectType === undefined ? undefined : eq(auditLog.subjectType, subjectType),
    from === undefined ? undefined : gte(auditLog.at, new Date(`${from}T00:00:00Z`)),
    to === undefined ? undefined : lt(auditLog.at, new Date(`${addDays(to, 1)}T00:00:00Z`)),
  ]
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
