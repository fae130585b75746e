import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CALENDAR_RANGE_MAX_DAYS,
  CalendarAnswer,
  CalendarQuery,
  CalendarSource,
  ErrorBody,
} from '@quad/shared'
import type { CalendarParts } from './calendar-parts.ts'
import type { Database } from '../../platform/db/database.ts'
import { badRequest } from '../../platform/errors.ts'
import { keptOrMade, sendKept } from '../../platform/http/kept-answer.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { studentAnswerKey, studentAnswers, studentCalendarVersion } from './calendar-answers.ts'
import { schoolSourceCache } from './calendar-cache.ts'
import type { CalendarRange } from './calendar-queries.ts'
import { calendarAnswer } from './calendar.service.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }

const fieldError = (path: string, message: string) =>
  badRequest(`${path}: ${message}`, [{ path, message }])

/** The range asked for: `to` after `from`, at most CALENDAR_RANGE_MAX_DAYS apart. */
export function calendarRange(query: { from: string; to: string }): CalendarRange {
  const range = { from: new Date(query.from), to: new Date(query.to) }
  if (range.to <= range.from) throw fieldError('querystring.to', 'must be after from')
  if (range.to.getTime() - range.from.getTime() > CALENDAR_RANGE_MAX_DAYS * DAY_MS) {
    throw fieldError('querystring.to', `at most ${CALENDAR_RANGE_MAX_DAYS} days after from`)
  }
  return range
}

/** `sources=mine,clubs`: every name one of CalendarSource; all of them when absent. */
export function calendarSources(sources: string | undefined): Set<CalendarSource> {
  if (sources === undefined) return new Set(CalendarSource.options)
  const chosen = new Set<CalendarSource>()
  for (const name of sources.split(',')) {
    const parsed = CalendarSource.safeParse(name.trim())
    if (!parsed.success) {
      throw fieldError(
        'querystring.sources',
        `"${name}" is not one of ${CalendarSource.options.join(', ')}`,
      )
    }
    chosen.add(parsed.data)
  }
  return chosen
}

/**
 * `GET /api/v1/calendar` (issue 15): a student's calendar, or a visitor's (share mode:
 * the school's public events only, `config.visitors`).
 */
export function calendarRoutes(
  app: FastifyInstance,
  database: Database,
  parts: CalendarParts,
): void {
  // This instance's school sources; each request checks the school's version (P8).
  const cache = schoolSourceCache()
  // And each student's whole answer as bytes, while their school's and their own hold.
  const answers = studentAnswers()
  // The reply is the answer's JSON, written by calendarAnswer (the schema still documents it).
  app
    .withTypeProvider<ZodTypeProvider>()
    .get<{ Querystring: z.output<typeof CalendarQuery>; Reply: string | Buffer | null }>(
      '/api/v1/calendar',
      {
        config: { visitors: true, section: 'calendar' },
        schema: {
          tags: ['calendar'],
          security: [{ bearer: [] }, {}],
          querystring: CalendarQuery,
          response: { 200: CalendarAnswer, 304: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const school = requireSchool(request)
        const range = calendarRange(request.query)
        const sources = calendarSources(request.query.sources)
        // The bearer hook already loaded the student's session: no second read of the user.
        const viewerId = request.bearer?.session.user.id ?? null
        const answer = () =>
          calendarAnswer(database.db, cache, parts, school, viewerId, range, sources)
        if (viewerId !== null) {
          const key = studentAnswerKey(school, viewerId, range, sources)
          const version = await studentCalendarVersion(database.pool, school.id, viewerId)
          return sendKept(request, reply, await keptOrMade(answers, key, version, answer))
        }
        const body = await answer()
        // The body is JSON already (a month is hundreds of items, P8: each item's JSON is
        // written once and a visitor's whole answer is cached): Fastify sends it as it is.
        return reply.type('application/json; charset=utf-8').send(body)
      },
    )
}
