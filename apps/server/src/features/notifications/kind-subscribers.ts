import type {
  AnySubscriber,
  StoredMessage,
  SubscriberScope,
} from '../../platform/outbox/messages.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { announce } from './announce.ts'
import { notifyAll, type NotificationEvent } from './notifications.service.ts'
import { queuePushes } from './push-delivery.ts'

/**
 * One subscriber per declared notification kind (issue 13 items 3 and 5, decision 023):
 * when the kind's outbox message is committed, its recipients get the item, the email and
 * the push (issue 34) in the dispatch transaction, and their open tabs the live bell after that commits.
 * A feature declares what and whom; delivering is the notifications feature's alone.
 */
export function kindSubscribers(context: ModuleContext): AnySubscriber[] {
  const { database, realtime, jobs, notificationKinds: kinds } = context
  return kinds.all.map((kind) => {
    /** Every recipient of `messages`, in their order: one delivery, one read of settings. */
    const deliver = async (messages: StoredMessage[], scope: SubscriberScope) => {
      const events: NotificationEvent[] = []
      for (const message of messages) {
        for (const { userId, actorId, payload } of await kind.raisedBy.recipients(message, scope))
          events.push({ ...payload, type: kind.type, userId, actorId })
      }
      if (events.length === 0) return
      const { delivered, pushes } = await notifyAll(scope.tx, scope.school, kinds, events)
      await queuePushes(scope.tx, jobs, pushes)
      scope.afterCommit(() => announce(database.db, realtime, kinds, delivered))
    }
    return {
      message: kind.raisedBy.message,
      name: `notifications:${kind.type}`,
      handle: (message, scope) => deliver([message], scope),
      handleMany: deliver,
    }
  })
}
