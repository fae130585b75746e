import { defineModule } from '../../platform/module.ts'
import { chatRealtime } from './chat-realtime.ts'
import { chatRoutes } from './chat.routes.ts'
import { fileRoutes } from './files.routes.ts'
import { removeStaleUploads } from './files.service.ts'

/** Conversations, messages, attachments, and what chat adds to the socket. */
export const chatModule = defineModule({
  name: 'chat',
  register(app, { database, realtime, storage, limits }) {
    chatRoutes(app, database, realtime, storage, { sendLimit: limits.chatSendsPer10s ?? 20 })
    fileRoutes(app, database, storage)
  },
  jobs: ({ database, storage }) => [
    {
      // Attachments uploaded a day ago and never sent.
      name: 'chat-uploads-sweep',
      schedule: { cron: '37 * * * *' },
      handler: async () => {
        await removeStaleUploads(database.db, storage)
      },
    },
  ],
  realtime: ({ database, realtime }) => chatRealtime(database.db, realtime),
})
