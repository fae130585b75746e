import { defineModule, type ModuleContext } from '../../platform/module.ts'
import { notificationActions } from './actions.ts'
import { notificationsPersonalData } from './personal-data.ts'
import { devOutboxDirectory } from '../../platform/mail/outbox-directory.ts'
import { emailDeliveryJob } from './email-delivery.ts'
import { emailRoutes } from './email.routes.ts'
import { kindSubscribers } from './kind-subscribers.ts'
import { notificationRoutes } from './notifications.routes.ts'
import { pushDeliveryJob } from './push-delivery.ts'
import { vapidKeys, type VapidKeys } from './push-keys.ts'
import { pushRoutes } from './push.routes.ts'

/**
 * The notification centre, preferences, the email links, email delivery and Web Push
 * (jobs, issue 34); it delivers every kind the features declare (`notificationKinds`),
 * each when its outbox message is committed.
 */
/** One loader per app (its database): the routes and the job read the same keys. */
const keysByContext = new WeakMap<ModuleContext, () => Promise<VapidKeys>>()
function keysOf(context: ModuleContext): () => Promise<VapidKeys> {
  let keys = keysByContext.get(context)
  if (!keys) {
    keys = vapidKeys(context.database.db, context.config)
    keysByContext.set(context, keys)
  }
  return keys
}

export const notificationsModule = defineModule({
  name: 'notifications',
  actions: notificationActions,
  register(app, context) {
    notificationRoutes(app, context)
    emailRoutes(app, context.database, context.secret, devOutboxDirectory(context.config))
    pushRoutes(app, context, keysOf(context))
  },
  jobs: (context) => {
    const { database, secret, mail, outbound, jobs } = context
    const push = pushDeliveryJob({ db: database.db, outbound, jobs, keys: keysOf(context) })
    return mail ? [emailDeliveryJob(database.db, { ...mail, secret }), push] : [push]
  },
  subscribers: kindSubscribers,
  personalData: [notificationsPersonalData],
})
