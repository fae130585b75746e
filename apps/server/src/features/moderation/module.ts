import { defineModule } from '../../platform/module.ts'
import { moderationRoutes } from './moderation.routes.ts'
import { moderationNotificationKinds } from './notifications.ts'
import { moderationPersonalData } from './personal-data.ts'

/** Reports and what moderators do about them (issue 13 item 6, decision 024). */
export const moderationModule = defineModule({
  name: 'moderation',
  register(app, context) {
    moderationRoutes(app, context)
  },
  notificationKinds: moderationNotificationKinds,
  personalData: [moderationPersonalData],
})
