import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  ACADEMIC_AUTH_STATUS,
  AcademicAuthErrorBody,
  AnnouncementList,
  CourseDetail,
  CourseList,
  CourseParams,
  ErrorBody,
  UPCOMING_DEFAULT_DAYS,
  UpcomingQuery,
  UpcomingWork,
} from '@quad/shared'
import { requireBearer } from '../../platform/auth/auth.plugin.ts'
import { notFound } from '../../platform/errors.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { refuseWithoutGrant } from './academic-access.ts'
import {
  presentAnnouncement,
  presentCourse,
  presentSync,
  presentWork,
} from './academic-presenter.ts'
import {
  courseAnnouncements,
  courseWork,
  myCourse,
  myCourses,
  recentAnnouncements,
  upcomingWork,
} from './academic-queries.ts'
import { LMS_SYNC_SOURCE } from './names.ts'

const tags = ['academic']
const security = [{ bearer: [] }]
const errors = { 400: ErrorBody, 401: ErrorBody, [ACADEMIC_AUTH_STATUS]: AcademicAuthErrorBody }

/**
 * The synced copy's reading routes (issue 17; spec 2 /edu, spec 8 "HTTP 498"): each
 * first refuses a student without a working grant, then reads only the copy — an LMS
 * that fails now still shows what was synced, with `lastAttemptFailed`.
 */
export function academicRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const { db } = ctx.database
  const api = app.withTypeProvider<ZodTypeProvider>()
  const student = (request: FastifyRequest) => {
    const { school, session } = requireBearer(request)
    return { schoolId: school.id, userId: session.user.id }
  }
  const syncOf = async (me: { schoolId: number; userId: number }) =>
    presentSync(await ctx.integrations.sync.last(db, { ...me, source: LMS_SYNC_SOURCE }))

  api.get(
    '/api/v1/courses',
    { schema: { tags, security, response: { 200: CourseList, ...errors } } },
    async (request, reply) => {
      const me = student(request)
      if (await refuseWithoutGrant(db, me.userId, reply)) return reply
      const rows = await myCourses(db, me.userId)
      return { items: rows.map(presentCourse), sync: await syncOf(me) }
    },
  )

  api.get(
    '/api/v1/courses/:id',
    {
      schema: {
        tags,
        security,
        params: CourseParams,
        response: { 200: CourseDetail, 404: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const me = student(request)
      if (await refuseWithoutGrant(db, me.userId, reply)) return reply
      const course = await myCourse(db, me.userId, Number(request.params.id))
      // Another student's course, an ended one, or none: the same 404.
      if (!course) throw notFound('Course')
      const [work, announcements] = [
        await courseWork(db, me.userId, course.id),
        await courseAnnouncements(db, course.id),
      ]
      return {
        course: presentCourse(course),
        work: work.map(presentWork),
        announcements: announcements.map(presentAnnouncement),
        sync: await syncOf(me),
      }
    },
  )

  api.get(
    '/api/v1/academic/upcoming',
    {
      schema: {
        tags,
        security,
        querystring: UpcomingQuery,
        response: { 200: UpcomingWork, ...errors },
      },
    },
    async (request, reply) => {
      const me = student(request)
      if (await refuseWithoutGrant(db, me.userId, reply)) return reply
      const days = request.query.days ?? UPCOMING_DEFAULT_DAYS
      const rows = await upcomingWork(db, me.userId, new Date(), days, request.query.limit)
      return { items: rows.map(presentWork), sync: await syncOf(me) }
    },
  )

  api.get(
    '/api/v1/academic/announcements',
    { schema: { tags, security, response: { 200: AnnouncementList, ...errors } } },
    async (request, reply) => {
      const me = student(request)
      if (await refuseWithoutGrant(db, me.userId, reply)) return reply
      const rows = await recentAnnouncements(db, me.userId, new Date())
      return { items: rows.map(presentAnnouncement), sync: await syncOf(me) }
    },
  )
}
