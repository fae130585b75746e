import { defineModule } from '../../platform/module.ts'
import { devOutboxDirectory } from '../../platform/mail/outbox-directory.ts'
import { emailDeliveryJob } from './email-delivery.ts'
import { emailRoutes } from './email.routes.ts'
import { notificationRoutes } from './notifications.routes.ts'

/** The notification centre, preferences, the email links, and email delivery (a job). */
export const notificationsModule = defineModule({
  name: 'notifications',
  register(app, { database, realtime, secret, config }) {
    notificationRoutes(app, database, realtime)
    emailRoutes(app, database, secret, devOutboxDirectory(config))
  },
  jobs: ({ database, secret, mail }) =>
    mail ? [emailDeliveryJob(database.db, { ...mail, secret })] : [],
})
