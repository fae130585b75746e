import { defineModule } from '../../platform/module.ts'
import { notificationActions } from './actions.ts'
import { notificationsPersonalData } from './personal-data.ts'
import { devOutboxDirectory } from '../../platform/mail/outbox-directory.ts'
import { emailDeliveryJob } from './email-delivery.ts'
import { emailRoutes } from './email.routes.ts'
import { kindSubscribers } from './kind-subscribers.ts'
import { notificationRoutes } from './notifications.routes.ts'

/**
 * The notification centre, preferences, the email links, and email delivery (a job); it
 * delivers every kind the features declare (`notificationKinds`), each when its outbox
 * message is committed.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  actions: notificationActions,
  register(app, context) {
    notificationRoutes(app, context)
    emailRoutes(app, context.database, context.secret, devOutboxDirectory(context.config))
  },
  jobs: ({ database, secret, mail }) =>
    mail ? [emailDeliveryJob(database.db, { ...mail, secret })] : [],
  subscribers: kindSubscribers,
  personalData: [notificationsPersonalData],
})
