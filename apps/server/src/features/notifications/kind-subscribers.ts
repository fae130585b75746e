import type { AnySubscriber } from '../../platform/outbox/messages.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { announce } from './announce.ts'
import { notifyAll } from './notifications.service.ts'

/**
 * One subscriber per declared notification kind (issue 13 items 3 and 5, decision 023):
 * when the kind's outbox message is committed, its recipients get the item and the email
 * in the dispatch transaction, and their open tabs the live bell after that commits.
 * A feature declares what and whom; delivering is the notifications feature's alone.
 */
export function kindSubscribers(context: ModuleContext): AnySubscriber[] {
  const { database, realtime, notificationKinds: kinds } = context
  return kinds.all.map((kind) => ({
    message: kind.raisedBy.message,
    name: `notifications:${kind.type}`,
    async handle(message, scope) {
      const recipients = await kind.raisedBy.recipients(message, scope)
      if (recipients.length === 0) return
      const delivered = await notifyAll(
        scope.tx,
        scope.school,
        kinds,
        recipients.map(({ userId, actorId, payload }) => ({
          ...payload,
          type: kind.type,
          userId,
          actorId,
        })),
      )
      scope.afterCommit(() => announce(database.db, realtime, kinds, delivered))
    },
  }))
}
