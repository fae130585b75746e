import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ErrorBody,
  NotificationPreferences,
  PushKey,
  PushPreferencesPatch,
  PushStatus,
  PushSubscriptionBody,
} from '@quad/shared'
import { requireBearer, requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import { requireFetchable } from '../../platform/http/outbound.ts'
import type { ModuleContext } from '../../platform/module.ts'
import type { VapidKeys } from './push-keys.ts'
import {
  removeSessionSubscription,
  saveSubscription,
  sessionEndpoint,
} from './push-subscriptions.service.ts'
import { patchPush } from './preferences.service.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }
const tags = ['notifications']
const security = [{ bearer: [] }]

/**
 * Web Push on this device (issue 34, decision 082): the key a browser subscribes with, this
 * session's subscription (kept, read, removed), and how pushes read on the lock screen.
 * A subscription belongs to the session that sent it: signing the device out ends it.
 */
export function pushRoutes(
  app: FastifyInstance,
  context: ModuleContext,
  keys: () => Promise<VapidKeys>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { database, groups, outbound } = context
  const db = database.db

  r.get(
    '/api/v1/push/key',
    { schema: { tags, security, response: { 200: PushKey, ...errors } } },
    async (request) => {
      requireBearer(request)
      return { publicKey: (await keys()).publicKey }
    },
  )

  r.get(
    '/api/v1/me/push-subscription',
    { schema: { tags, security, response: { 200: PushStatus, ...errors } } },
    async (request) => {
      const { session } = requireBearer(request)
      const endpoint = await sessionEndpoint(db, session.id)
      return { subscribed: endpoint !== null, endpoint }
    },
  )

  r.put(
    '/api/v1/me/push-subscription',
    {
      schema: {
        tags,
        security,
        body: PushSubscriptionBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { session } = requireBearer(request)
      const { school, user } = requireBearerContext(request)
      // The endpoint came from a browser: Quad will post to it, so it must be somewhere
      // the outbound guard lets Quad reach (a push service, not this server's network).
      await requireFetchable(outbound, 'body.endpoint', request.body.endpoint)
      await saveSubscription(
        db,
        {
          schoolId: school.id,
          userId: user.id,
          sessionId: session.id,
          origin: `${request.protocol}://${request.host}`,
        },
        request.body,
      )
      return reply.code(204).send(null)
    },
  )

  r.delete(
    '/api/v1/me/push-subscription',
    { schema: { tags, security, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { session } = requireBearer(request)
      await removeSessionSubscription(db, session.id)
      return reply.code(204).send(null)
    },
  )

  r.patch(
    '/api/v1/notifications/preferences/push',
    {
      schema: {
        tags,
        security,
        body: PushPreferencesPatch,
        response: { 200: NotificationPreferences, ...errors },
      },
    },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      return patchPush({ db, school, groups, userId: user.id }, request.body)
    },
  )
}
