import { defineModule } from '../../platform/module.ts'
import { chatPersonalData } from './personal-data.ts'
import { chatNotificationKinds } from './notifications.ts'
import { chatRealtime } from './chat-realtime.ts'
import { chatRoutes } from './chat.routes.ts'
import { fileRoutes } from './files.routes.ts'
import { chatJobs } from './jobs.ts'
import { chatReportSubject } from './report-subject.ts'

/** Conversations, messages, attachments, and what chat adds to the socket. */
export const chatModule = defineModule({
  name: 'chat',
  section: 'chat',
  register(app, { database, realtime, storage, outbox, limits, rateLimits }) {
    const options = { sendLimit: limits.chatSendsPer10s ?? 20, rateLimits }
    chatRoutes(app, database, realtime, storage, outbox, options)
    fileRoutes(app, database, storage)
  },
  jobs: chatJobs,
  realtime: ({ database, realtime }) => chatRealtime(database.db, realtime),
  notificationKinds: chatNotificationKinds,
  reportSubjects: ({ database, realtime }) => [chatReportSubject(database.db, realtime)],
  personalData: [chatPersonalData],
})
