import { defineModule } from '../../platform/module.ts'
import { chatPersonalData } from './personal-data.ts'
import { chatNotificationKinds } from './notifications.ts'
import { chatRealtime } from './chat-realtime.ts'
import { chatRoutes } from './chat.routes.ts'
import { fileRoutes } from './files.routes.ts'
import { chatJobs } from './jobs.ts'
import { chatReportSubject } from './report-subject.ts'
import { chatActions } from './actions.ts'
import { channelRoutes } from './channels.routes.ts'
import { channelSubscribers } from './channel-subscribers.ts'
import { linkPreviewSubscribers } from './link-preview-jobs.ts'
import { clubOfficersRule } from '../clubs/index.ts'
import { contribute } from '../../platform/extension-points.ts'
import { searchSourcePoint } from '../search/index.ts'
import { messageSearch } from './message-search.ts'

/** Conversations, messages, attachments, and what chat adds to the socket. */
export const chatModule = defineModule({
  name: 'chat',
  section: 'chat',
  actions: chatActions,
  register(app, ctx) {
    const { database, realtime, storage, outbox, limits, rateLimits } = ctx
    const options = { sendLimit: limits.chatSendsPer10s ?? 20, rateLimits }
    chatRoutes(app, database, realtime, storage, outbox, options)
    fileRoutes(app, database, storage)
    channelRoutes(app, ctx)
    // Decision 092: a club's officers manage its channels, besides school admins.
    ctx.policies.allow('chat.channel.manage', clubOfficersRule(database.db))
  },
  subscribers: (ctx) => [...channelSubscribers(ctx), ...linkPreviewSubscribers(ctx)],
  jobs: chatJobs,
  realtime: ({ database, realtime }) => chatRealtime(database.db, realtime),
  notificationKinds: chatNotificationKinds,
  reportSubjects: ({ database, realtime }) => [chatReportSubject(database.db, realtime)],
  personalData: [chatPersonalData],
  contributes: [contribute(searchSourcePoint, messageSearch)],
})
