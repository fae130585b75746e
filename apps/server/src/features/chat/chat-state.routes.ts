import type { FastifyInstance } from 'fastify'
import {
  ChatSettingsPatch,
  ChatSettingsResponse,
  SyncPage,
  SyncQuery,
  UnreadSummary,
} from '@quad/shared'
import { changesSince } from './messages.service.ts'
import { chatSettings, updatePreferences } from './preferences.service.ts'
import { unreadSummary } from './unread.service.ts'
import { type ChatRouteDeps, chatRouteParts, errors, tags, security } from './chat-route-parts.ts'

/** A student's chat state: catch-up since a seq, unread counts, chat switches. */
export function chatStateRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  const { r, db, who } = chatRouteParts(app, deps)

  r.get(
    '/api/v1/chat/sync',
    {
      schema: {
        tags,
        security,
        querystring: SyncQuery,
        response: { 200: SyncPage, ...errors },
      },
    },
    async (request) => {
      const { school, user } = who(request)
      return changesSince(db, school, user.id, request.query.after, request.query.limit)
    },
  )

  r.get(
    '/api/v1/chat/unread',
    { schema: { tags, security, response: { 200: UnreadSummary, ...errors } } },
    async (request) => unreadSummary(db, who(request).user.id),
  )

  r.get(
    '/api/v1/chat/settings',
    { schema: { tags, security, response: { 200: ChatSettingsResponse, ...errors } } },
    async (request) => {
      const { school, user } = who(request)
      return chatSettings(db, school, user.id)
    },
  )

  r.patch(
    '/api/v1/chat/settings',
    {
      schema: {
        tags,
        security,
        body: ChatSettingsPatch,
        response: { 200: ChatSettingsResponse, ...errors },
      },
    },
    async (request) => {
      const { school, user } = who(request)
      return updatePreferences(db, school, user.id, request.body)
    },
  )
}
