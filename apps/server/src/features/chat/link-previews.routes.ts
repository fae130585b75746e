import type { FastifyInstance } from 'fastify'
import { ChatMessage } from '@quad/shared'
import { PRIVATE_MEDIA_CACHE } from '../../platform/http/security.ts'
import {
  type ChatRouteDeps,
  chatRouteParts,
  MessageParams,
  errors,
  tags,
  security,
} from './chat-route-parts.ts'
import { previewImage, removePreview } from './link-previews.service.ts'

/**
 * Link previews (issue 35 item 6, decision 097): a message's preview thumbnail, and its
 * sender's removal of the preview (members' clients hear the changed message live).
 */
export function linkPreviewRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  const { r, db, who } = chatRouteParts(app, deps)
  const { realtime, storage } = deps

  r.get(
    '/api/v1/chat/conversations/:id/messages/:messageId/preview/image',
    {
      schema: {
        tags,
        security,
        summary: "A message's link preview thumbnail (WebP)",
        params: MessageParams,
      },
    },
    async (request, reply) => {
      const { school, user } = who(request)
      const { id, messageId } = request.params
      const data = await previewImage(db, storage, school, user.id, id, messageId)
      return reply.type('image/webp').header('cache-control', PRIVATE_MEDIA_CACHE).send(data)
    },
  )

  r.delete(
    '/api/v1/chat/conversations/:id/messages/:messageId/preview',
    {
      schema: {
        tags,
        security,
        summary: "Remove your message's link preview, for good",
        params: MessageParams,
        response: { 200: ChatMessage, ...errors },
      },
    },
    async (request) => {
      const { school, user } = who(request)
      const { id, messageId } = request.params
      return removePreview({ db, realtime }, school, user.id, id, messageId)
    },
  )
}
