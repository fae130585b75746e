import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { ModerationActionBody } from '@quad/shared'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import { suspendUser } from '../../platform/auth/suspension.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { reports } from '../../platform/db/policies-schema.ts'
import { badRequest, conflict, notFound } from '../../platform/errors.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import type { Bus } from '../../platform/realtime/bus.ts'
import type { ReportSubjectProvider, ReportSubjects } from '../../platform/reports/subjects.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { OUTCOMES } from './outcomes.ts'
import './outbox-messages.ts'

export interface ActionDeps {
  db: Db
  bus: Bus
  outbox: Outbox
  subjects: ReportSubjects
}

type Origin = AuditOrigin & { actorId: number }

/**
 * A moderator acts on an open report (decisions 024, 032): dismiss it (the provider may
 * restore what reports alone hid, decision 044); hide the subject
 * for everyone (through its type's provider); warn whoever answers for it; or suspend
 * its owner for some days. The report's outcome, the change, the audit entry and the
 * notifications commit together; open clients hear of a hidden chat message after the
 * commit. A suspension is `suspendUser`'s own transaction first, because its sessions must
 * end only once it is committed (else another instance would reload them).
 */
export async function actOnReport(
  deps: ActionDeps,
  school: School,
  origin: Origin,
  reportId: number,
  body: ModerationActionBody,
): Promise<void> {
  const note = body.note ? body.note : null
  const found = await openReport(deps.db, deps.subjects, school, reportId)
  if (body.action === 'suspend') await suspendOwner(deps, school, origin, found, body, note)
  const hidden = await deps.db.transaction(async (tx) => {
    // Every open report of the subject, in one order for every moderator: an action on the
    // subject closes the others (issue 30 debt 3), so two acting at once never deadlock.
    // A dismissal touches its own report only, which `openReport` locks.
    if (body.action !== 'dismiss') await lockOpenReportsOf(tx, school, found.report)
    const { report, provider } = await openReport(tx, deps.subjects, school, reportId, true)
    let changed = false
    if (body.action === 'hide') {
      const result = await provider.hide(tx, school, report.subjectId)
      if (!result) throw notFound('Reported content')
      changed = result.changed
    }
    if (body.action === 'warn') {
      const who = await provider.responsible(tx, school, report.subjectId)
      if (!who) throw notFound('Reported content')
      await deps.outbox.emit(tx, school, 'moderation.warned', {
        reportId,
        warnedIds: who.warned,
        actorId: origin.actorId,
        subjectType: report.subjectType,
        link: who.link,
        note,
      })
    }
    const outcome = OUTCOMES[body.action]
    const closed = {
      status: body.action === 'dismiss' ? 'dismissed' : 'actioned',
      outcome,
      note,
      actedBy: origin.actorId,
      actedAt: sql`now()`,
    }
    await tx.update(reports).set(closed).where(eq(reports.id, reportId))
    // Action on the subject (hide, warn, suspend) settles its other open reports too, each
    // reporter told (issue 30 debt 3). A dismissal judges one report's claim only: another
    // reporter may have seen something else, and a subject hidden by reports comes back
    // once every open report is dismissed (decision 044).
    const siblings =
      body.action === 'dismiss'
        ? []
        : await tx
            .update(reports)
            .set(closed)
            .where(and(sameSubjectOpen(school, report), ne(reports.id, reportId)))
            .returning({ id: reports.id, reporterId: reports.reporterId })
    if (body.action === 'dismiss') await provider.restore?.(tx, school, report.subjectId)
    await audit(tx, origin, {
      schoolId: school.id,
      action: `report.${body.action}`,
      subjectType: 'report',
      subjectId: reportId,
      details: {
        subjectType: report.subjectType,
        subjectId: report.subjectId,
        note,
        ...(body.days === undefined ? {} : { days: body.days }),
        ...(siblings.length > 0 && { alsoClosed: siblings.map((sibling) => sibling.id) }),
      },
    })
    for (const closedReport of [{ id: reportId, reporterId: report.reporterId }, ...siblings]) {
      await deps.outbox.emit(tx, school, 'moderation.report_resolved', {
        reportId: closedReport.id,
        reporterId: closedReport.reporterId,
        actorId: origin.actorId,
        subjectType: report.subjectType,
        outcome,
      })
    }
    return changed
  })
  if (hidden) await found.provider.afterHide?.(found.report.subjectId, school)
}

type ReportRow = typeof reports.$inferSelect

const sameSubjectOpen = (school: School, report: ReportRow) =>
  and(
    eq(reports.schoolId, school.id),
    eq(reports.subjectType, report.subjectType),
    eq(reports.subjectId, report.subjectId),
    eq(reports.status, 'open'),
  )

async function lockOpenReportsOf(tx: DbOrTx, school: School, report: ReportRow): Promise<void> {
  await tx
    .select({ id: reports.id })
    .from(reports)
    .where(sameSubjectOpen(school, report))
    .orderBy(asc(reports.id))
    .for('update')
}

type OpenReport = { report: ReportRow; provider: ReportSubjectProvider }

/** Suspends the one person who answers for the subject (never a club: it has several). */
async function suspendOwner(
  deps: ActionDeps,
  school: School,
  origin: Origin,
  { report, provider }: OpenReport,
  body: ModerationActionBody,
  note: string | null,
): Promise<void> {
  if (body.days === undefined) {
    throw badRequest('days: is needed to suspend', [{ path: 'body.days', message: 'is needed' }])
  }
  const who = await provider.responsible(deps.db, school, report.subjectId)
  if (!who) throw notFound('Reported content')
  if (who.owner === null) {
    throw conflict('No one person answers for this; report the person to suspend them')
  }
  await suspendUser(deps, school, origin, {
    userId: who.owner,
    days: body.days,
    note,
    reason: `report ${String(report.id)}`,
  })
}

/**
 * The report (locked when `lock`) and its type's provider; a report dealt with already
 * is a 409, another school's a 404.
 */
async function openReport(
  db: DbOrTx,
  subjects: ReportSubjects,
  school: School,
  reportId: number,
  lock = false,
): Promise<OpenReport> {
  const query = db
    .select()
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.schoolId, school.id)))
  const [report] = lock ? await query.for('update') : await query
  if (!report) throw notFound('Report')
  if (report.status !== 'open') throw conflict('The report was already dealt with')
  const provider = subjects.get(report.subjectType)
  if (!provider) throw conflict('Reports of this kind cannot be acted on yet')
  return { report, provider }
}
