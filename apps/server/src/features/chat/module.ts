import { defineModule } from '../../platform/module.ts'
import { chatRealtime } from './chat-realtime.ts'
import { chatRoutes } from './chat.routes.ts'
import { fileRoutes } from './files.routes.ts'
import { chatJobs } from './jobs.ts'

/** Conversations, messages, attachments, and what chat adds to the socket. */
export const chatModule = defineModule({
  name: 'chat',
  register(app, { database, realtime, storage, limits }) {
    chatRoutes(app, database, realtime, storage, { sendLimit: limits.chatSendsPer10s ?? 20 })
    fileRoutes(app, database, storage)
  },
  jobs: chatJobs,
  realtime: ({ database, realtime }) => chatRealtime(database.db, realtime),
})
