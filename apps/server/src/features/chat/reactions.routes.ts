import type { FastifyInstance } from 'fastify'
import { ChatMessage, ReactionEmoji } from '@quad/shared'
import { rateLimited } from '../../platform/errors.ts'
import {
  type ChatRouteDeps,
  chatRouteParts,
  MessageParams,
  errors,
  tags,
  security,
} from './chat-route-parts.ts'
import { react } from './reactions.service.ts'
import { audienceOf } from './messages.service.ts'

/** Reactions a student may give or take back per REACT_WINDOW_MS: a burst of taps, not a script. */
const REACT_LIMIT = 60
const REACT_WINDOW_MS = 10_000

const ReactionParams = MessageParams.extend({ emoji: ReactionEmoji })

/**
 * Reactions (issue 35 item 1): `PUT …/reactions/{emoji}` gives one, `DELETE` takes it
 * back; both answer the message as it is now, and a change reaches every member live.
 */
export function reactionRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  const { r, db, who } = chatRouteParts(app, deps)
  const limit = deps.options.rateLimits.limit('chat-react', {
    max: REACT_LIMIT,
    windowMs: REACT_WINDOW_MS,
  })
  const path = '/api/v1/chat/conversations/:id/messages/:messageId/reactions/:emoji'
  const schema = {
    tags,
    security,
    params: ReactionParams,
    response: { 200: ChatMessage, ...errors },
  }
  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    r.route({
      method,
      url: path,
      schema,
      handler: async (request) => {
        const { school, user } = who(request)
        if (!limit.take(user.uid)) {
          throw rateLimited('You are reacting too fast. Wait a few seconds.')
        }
        const { id, messageId, emoji } = request.params
        const { message, changed, memberIds } = await react(
          db,
          school,
          user.id,
          id,
          messageId,
          emoji,
          on,
        )
        if (changed) {
          const audience = await audienceOf(db, memberIds, message.id)
          await deps.realtime.send(audience, { type: 'message', message })
        }
        return message
      },
    })
  }
}
