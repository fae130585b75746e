import { and, eq, sql } from 'drizzle-orm'
import type { ModerationActionBody } from '@quad/shared'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { reports } from '../../platform/db/policies-schema.ts'
import { conflict, notFound } from '../../platform/errors.ts'
import type { Events } from '../../platform/events/events.ts'
import type { Realtime } from '../../platform/realtime/realtime.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { announceMessage, hideMessage, REPORTED_MESSAGE, reportedMessages } from '../chat/index.ts'
import './events.ts'

const OUTCOMES = { dismiss: 'dismissed', hide: 'hidden', warn: 'warned' } as const

/**
 * A moderator acts on an open report (decision 024): dismiss it; hide the message for
 * everyone; or warn its sender (a notification; suspension is issue 14's). The report's
 * outcome, the change, the audit entry and the notifications commit together; open
 * clients hear of a hidden message and of the notifications after the commit.
 */
export async function actOnReport(
  deps: { db: Db; realtime: Realtime; events: Events },
  school: School,
  origin: AuditOrigin & { actorId: number },
  reportId: number,
  body: ModerationActionBody,
): Promise<void> {
  const note = body.note ? body.note : null
  const done = await deps.db.transaction(async (tx) => {
    const report = await openReport(tx, school, reportId)
    let hidden: { messageId: number; conversationId: number } | null = null
    if (body.action !== 'dismiss') {
      const messageId = Number(report.subjectId)
      // Hiding is idempotent and tells who sent it: the warning uses it without hiding.
      const message =
        body.action === 'hide'
          ? await hideMessage(tx, school, messageId)
          : await senderOf(tx, school, messageId)
      if (!message) throw notFound('Reported message')
      if (body.action === 'hide' && 'changed' in message && message.changed) {
        hidden = { messageId, conversationId: message.conversationId }
      }
      if (body.action === 'warn') {
        await deps.events.emit(tx, school, 'moderation.warned', {
          reportId,
          senderId: message.senderId,
          actorId: origin.actorId,
          conversationId: message.conversationId,
          note,
        })
      }
    }
    const outcome = OUTCOMES[body.action]
    await tx
      .update(reports)
      .set({
        status: body.action === 'dismiss' ? 'dismissed' : 'actioned',
        outcome,
        note,
        actedBy: origin.actorId,
        actedAt: sql`now()`,
      })
      .where(eq(reports.id, reportId))
    await audit(tx, origin, {
      schoolId: school.id,
      action: `report.${body.action}`,
      subjectType: 'report',
      subjectId: reportId,
      details: { subjectType: report.subjectType, subjectId: report.subjectId, note },
    })
    await deps.events.emit(tx, school, 'moderation.report_resolved', {
      reportId,
      reporterId: report.reporterId,
      actorId: origin.actorId,
      outcome,
    })
    return { hidden }
  })
  if (done.hidden) {
    await announceMessage(deps.db, deps.realtime, done.hidden.messageId, done.hidden.conversationId)
  }
}

/** The report, locked; a report already dealt with is a 409, another school's a 404. */
async function openReport(tx: DbOrTx, school: School, reportId: number) {
  const [report] = await tx
    .select()
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.schoolId, school.id)))
    .for('update')
  if (!report) throw notFound('Report')
  if (report.status !== 'open') throw conflict('The report was already dealt with')
  if (report.subjectType !== REPORTED_MESSAGE) throw conflict('Only chat reports can be acted on')
  return report
}

async function senderOf(tx: DbOrTx, school: School, messageId: number) {
  return (await reportedMessages(tx, school, [messageId])).get(messageId) ?? null
}
