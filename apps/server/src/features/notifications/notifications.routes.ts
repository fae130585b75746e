import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  EnabledDisabled,
  ErrorBody,
  GroupRole,
  NOTIFICATION_IDS_MAX,
  NotificationCapabilities,
  NotificationList,
  NotificationPreferences,
  NotificationsQuery,
  SetReadBody,
  UnreadCount,
  YesNo,
  isTimeZone,
} from '@quad/shared'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { announceCount } from './announce.ts'
import {
  deleteNotifications,
  listNotifications,
  markAllRead,
  setRead,
  unreadCount,
} from './notifications.service.ts'
import {
  capabilitiesOf,
  patchEmail,
  patchGlobal,
  patchGroupSetting,
  patchSetting,
  preferencesView,
} from './preferences.service.ts'
import { isTime } from './schedule.ts'

const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const Ids = z.array(Id).min(1).max(NOTIFICATION_IDS_MAX)
const Switches = z
  .object({
    in_app: z.enum(YesNo.options),
    mobile: z.enum(YesNo.options),
    email: z.enum(YesNo.options),
  })
  .partial()
  .strict()
const Setting = z.string().min(1).max(64)
const Time = z.string().refine(isTime, 'must be HH:MM (24-hour)')
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }
const tags = ['notifications']
const security = [{ bearer: [] }]
const noContent = { 204: z.null(), ...errors }

/** api.md "Notifications" (spec 7): every route needs the bearer JWT. */
export function notificationRoutes(
  app: FastifyInstance,
  { database, realtime, groups, notificationKinds: kinds }: ModuleContext,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = database.db
  /** The signed-in student's matrix, with every group source's groups (issue 13 item 5). */
  const reader = async (request: FastifyRequest) => {
    const { school, user } = requireBearerContext(request)
    return { db, school, groups, userId: user.id }
  }

  r.get(
    '/api/v1/notifications',
    {
      schema: {
        tags,
        security,
        querystring: NotificationsQuery,
        response: { 200: NotificationList, ...errors },
      },
    },
    async (request) =>
      listNotifications(db, kinds, requireBearerContext(request).user.id, request.query),
  )

  r.patch(
    '/api/v1/notifications',
    {
      schema: {
        tags,
        security,
        body: SetReadBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { user } = requireBearerContext(request)
      await setRead(db, user.id, request.body.ids, request.body.read)
      await announceCount(db, realtime, user.id)
      return reply.code(204).send(null)
    },
  )

  r.patch(
    '/api/v1/notifications/mark-all-as-read',
    { schema: { tags, security, response: noContent } },
    async (request, reply) => {
      const { user } = requireBearerContext(request)
      await markAllRead(db, user.id)
      await announceCount(db, realtime, user.id)
      return reply.code(204).send(null)
    },
  )

  r.delete(
    '/api/v1/notifications',
    {
      schema: {
        tags,
        security,
        querystring: z.object({
          ids: z
            .string()
            .max(10_000)
            .transform((value, context) => {
              const parsed = Ids.safeParse(value.split(','))
              if (!parsed.success) {
                context.addIssue({ code: 'custom', message: 'comma-separated notification ids' })
                return z.NEVER
              }
              return parsed.data
            }),
        }),
        response: noContent,
      },
    },
    async (request, reply) => {
      const { user } = requireBearerContext(request)
      await deleteNotifications(db, user.id, request.query.ids)
      await announceCount(db, realtime, user.id)
      return reply.code(204).send(null)
    },
  )

  r.get(
    '/api/v1/notifications/unread-count',
    { schema: { tags, security, response: { 200: UnreadCount, ...errors } } },
    async (request) => ({ count: await unreadCount(db, requireBearerContext(request).user.id) }),
  )

  r.get(
    '/api/v1/notifications/capabilities',
    { schema: { tags, security, response: { 200: NotificationCapabilities, ...errors } } },
    async (request) => capabilitiesOf(requireBearerContext(request).school, kinds),
  )

  r.get(
    '/api/v1/notifications/preferences',
    { schema: { tags, security, response: { 200: NotificationPreferences, ...errors } } },
    async (request) => preferencesView(await reader(request)),
  )

  r.patch(
    '/api/v1/notifications/preferences/groups/:category/:groupId/:subcategory/:setting',
    {
      schema: {
        tags,
        security,
        params: z.object({
          category: z.string().max(32),
          groupId: z.string().min(1).max(64),
          subcategory: z.enum(GroupRole.options),
          setting: Setting,
        }),
        body: z.object({ preferences: Switches }),
        response: { 200: NotificationPreferences, ...errors },
      },
    },
    async (request) => {
      const { subcategory, ...target } = request.params
      const preferences = request.body.preferences
      return patchGroupSetting(await reader(request), { ...target, role: subcategory }, preferences)
    },
  )

  r.patch(
    '/api/v1/notifications/preferences/global/:category/:setting',
    {
      schema: {
        tags,
        security,
        params: z.object({ category: z.enum(['academic', 'general', 'groups']), setting: Setting }),
        body: z.object({ status: z.enum(EnabledDisabled.options) }),
        response: { 200: NotificationPreferences, ...errors },
      },
    },
    async (request) => {
      const { category, setting } = request.params
      return patchGlobal(await reader(request), category, setting, request.body.status)
    },
  )

  r.patch(
    '/api/v1/notifications/preferences/email',
    {
      schema: {
        tags,
        security,
        body: z
          .object({
            digest: z.enum(['off', 'daily']),
            quietHours: z.object({ start: Time, end: Time }).nullable(),
            // null: follow the school's zone again.
            timeZone: z.string().max(64).refine(isTimeZone, 'not a known time zone').nullable(),
          })
          .partial()
          .strict(),
        response: { 200: NotificationPreferences, ...errors },
      },
    },
    async (request) => patchEmail(await reader(request), request.body),
  )

  r.patch(
    '/api/v1/notifications/preferences/:category/:setting',
    {
      schema: {
        tags,
        security,
        // `groups` here is an attendee setting (decision 035); a club's has the longer path.
        params: z.object({ category: z.enum(['academic', 'general', 'groups']), setting: Setting }),
        body: z.object({ preferences: Switches }),
        response: { 200: NotificationPreferences, ...errors },
      },
    },
    async (request) => {
      const { category, setting } = request.params
      return patchSetting(await reader(request), category, setting, request.body.preferences)
    },
  )
}
