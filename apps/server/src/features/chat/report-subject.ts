import type { Realtime } from '../../platform/realtime/realtime.ts'
import type { Db } from '../../platform/db/database.ts'
import type { ReportSubjectProvider } from '../../platform/reports/subjects.ts'
import { REPORTED_MESSAGE } from './messages.service.ts'
import { announceMessage, hideMessage, reportedMessages } from './moderated.service.ts'

const messageIds = (ids: readonly string[]) => ids.map(Number).filter(Number.isSafeInteger)

/**
 * What moderation may do with a chat message (decisions 024, 032): see it, its sender and
 * conversation; hide it through the deletion path, then tell every member's open clients;
 * warn or suspend its sender.
 */
export function chatReportSubject(db: Db, realtime: Realtime): ReportSubjectProvider {
  return {
    type: REPORTED_MESSAGE,
    async contexts(tx, school, ids) {
      const found = await reportedMessages(tx, school, messageIds(ids))
      return new Map(
        [...found.values()].map((message) => [
          String(message.messageId),
          {
            type: REPORTED_MESSAGE,
            messageId: message.messageId,
            conversationId: message.conversationId,
            sender: message.sender,
            text: message.body,
            hidden: message.hidden,
            versions: message.versions,
          },
        ]),
      )
    },
    async responsible(tx, school, id) {
      const message = (await reportedMessages(tx, school, messageIds([id]))).get(Number(id))
      if (!message) return null
      return {
        warned: [message.senderId],
        owner: message.senderId,
        link: `/chat/${String(message.conversationId)}`,
      }
    },
    async hide(tx, school, id) {
      const hidden = await hideMessage(tx, school, Number(id))
      return hidden ? { changed: hidden.changed } : null
    },
    async afterHide(id) {
      await announceMessage(db, realtime, Number(id))
    },
  }
}
