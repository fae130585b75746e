import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  ErrorBody,
  SCHEDULE_WINDOW_MAX_DAYS,
  ScheduleConfig,
  StudentScheduleAnswer,
  StudentScheduleQuery,
  type ScheduleFilters,
} from '@quad/shared'
import { requireSession } from '../../platform/auth/auth.plugin.ts'
import { fieldError } from '../../platform/errors.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { saveFilters, savedFilters, scheduleConfig } from './schedule-config.ts'
import { mondayOf, type Window } from './schedule-dates.ts'
import { readFilterForm } from './schedule-form.ts'
import { classesOf, scheduleItem } from './schedule.service.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Spec 9: page size 20. */
const PAGE_SIZE = 20
/** The most items one page holds (a full window of a busy timetable). */
const PAGE_MAX = 500
/** The default window (the brief: this week's Monday and 14 days on). */
const DEFAULT_DAYS = 14
/** The sync record the student-records feed keeps for meetings (decision 049). */
const MEETINGS_SOURCE = 'sis:meetings'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody }
type Query = ReturnType<typeof StudentScheduleQuery.parse>

/** `from`..`to`: this week's Monday (UTC) and 14 days on by default; at most 62 days. */
export function scheduleWindow(query: Query, now: Date): Window {
  const from = query.from
    ? new Date(query.from)
    : query.to
      ? new Date(new Date(query.to).getTime() - DEFAULT_DAYS * DAY_MS)
      : mondayOf(now)
  const to = query.to ? new Date(query.to) : new Date(from.getTime() + DEFAULT_DAYS * DAY_MS)
  if (to <= from) throw fieldError('querystring.to', 'must be after from')
  if (to.getTime() - from.getTime() > SCHEDULE_WINDOW_MAX_DAYS * DAY_MS) {
    throw fieldError('querystring.to', `at most ${SCHEDULE_WINDOW_MAX_DAYS} days after from`)
  }
  return { from, to }
}

/** Spec 9: range = (page-1)*size, limit = page*size: `limit` is where the page ends. */
export function schedulePage(query: Query): { range: number; limit: number } {
  const range = query.range ?? 0
  const limit = query.limit ?? range + PAGE_SIZE
  if (limit <= range) throw fieldError('querystring.limit', 'must be greater than range')
  if (limit - range > PAGE_MAX) {
    throw fieldError('querystring.limit', `a page holds at most ${PAGE_MAX} items`)
  }
  return { range, limit }
}

const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** The query's filters when it names any (`sections`, `kinds`), else the saved ones. */
function queryFilters(query: Query): ScheduleFilters | undefined {
  if (query.sections === undefined && query.kinds === undefined) return undefined
  return {
    ...(query.sections !== undefined && { sections: listOf(query.sections) }),
    ...(query.kinds !== undefined && { kinds: listOf(query.kinds) }),
  }
}

/**
 * The student schedule (issue 17; spec 7 `student schedule`, `schedule config`): the
 * signed-in student's classes, and their saved filters. The session surface: the cookie
 * session, and the CSRF header on the POST (installSessionAuth).
 */
export function scheduleRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const { database, integrations } = ctx
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/mobile_ws/v18/student_schedule',
    {
      schema: {
        tags: ['schedule'],
        querystring: StudentScheduleQuery,
        response: { 200: StudentScheduleAnswer, ...errors },
      },
    },
    async (request) => {
      const { user } = requireSession(request)
      const school = requireSchool(request)
      const { query } = request
      const window = scheduleWindow(query, new Date())
      const page = schedulePage(query)
      const db = database.db
      const filters = queryFilters(query) ?? (await savedFilters(db, user.id))
      const [classes, sync] = await Promise.all([
        classesOf(db, school.id, user.id, window, filters),
        integrations.sync.last(db, { schoolId: school.id, source: MEETINGS_SOURCE }),
      ])
      if (query.order === '-dateStart') classes.reverse()
      return {
        data: classes.slice(page.range, page.limit).map(scheduleItem),
        _metadata: {
          total: classes.length,
          ...page,
          from: window.from.toISOString(),
          to: window.to.toISOString(),
          lastSyncedAt: sync?.lastSucceededAt?.toISOString() ?? null,
        },
      }
    },
  )
  r.get(
    '/mobile_ws/v18/schedule_config',
    { schema: { tags: ['schedule'], response: { 200: ScheduleConfig, ...errors } } },
    async (request) => {
      const { user } = requireSession(request)
      return scheduleConfig(database.db, requireSchool(request).id, user.id)
    },
  )
  r.post(
    '/mobile_ws/v18/schedule_config',
    {
      schema: {
        tags: ['schedule'],
        consumes: ['multipart/form-data'],
        response: { 200: ScheduleConfig, ...errors },
      },
    },
    async (request) => {
      const { user } = requireSession(request)
      const school = requireSchool(request)
      const filters = await readFilterForm(request)
      await saveFilters(database.db, school.id, user.id, filters)
      return scheduleConfig(database.db, school.id, user.id)
    },
  )
}
