import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AttendanceReportQuery,
  ClubAttendanceReport,
  ErrorBody,
  SchoolAttendanceReport,
} from '@quad/shared'
import type { ModuleContext } from '../../platform/module.ts'
import { sendCsv } from '../../platform/http/csv-reply.ts'
import { keptOrMade, sendKept } from '../../platform/http/kept-answer.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { clubAdminRequests, ClubParams, findClubRow } from '../clubs/index.ts'
import { schoolReportKey, schoolReports, schoolReportVersion } from './report-cache.ts'
import { clubAttendanceCsv, schoolAttendanceCsv } from './report-csv.ts'
import { clubAttendance, schoolAttendance } from './report.service.ts'

/** A CSV's lines: every club a school has, every event a club's term has. */
const CSV_ROWS = 100_000
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }
const tags = ['attendance']
const security = [{ bearer: [] }]

/** The term's file name part: `2026-fall`, `sis-F26` (a key is letters, digits, `-`, `:`). */
const fileTerm = (key: string | undefined) => (key ?? 'none').replace(/[^A-Za-z0-9-]/g, '-')

/**
 * Attendance per term (issue 37 item 5, decision 111): a club's for those who run it
 * (`club.manage_members`), the school's for staff and admins (`attendance.read_school`),
 * each as JSON and as CSV.
 */
export function attendanceRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  const admitted = clubAdminRequests(ctx.database, ctx.outbox, ctx.policies)

  async function clubReport(
    request: Parameters<typeof admitted>[0] & {
      params: { id: string }
      query: AttendanceReportQuery
    },
    options?: { limit: number },
  ) {
    const { deps } = await admitted(request, 'club.manage_members', request.params.id)
    const club = await findClubRow(db, deps.school, request.params.id, false)
    const report = await clubAttendance(db, deps.school, club.id, request.query.term, options)
    return { school: deps.school, report }
  }

  r.get(
    '/api/v1/clubs/:id/attendance',
    {
      schema: {
        tags,
        security,
        summary: 'The club’s attendance in a term, event by event (its officers)',
        params: ClubParams,
        querystring: AttendanceReportQuery,
        response: { 200: ClubAttendanceReport, ...errors },
      },
    },
    async (request) => (await clubReport(request)).report,
  )

  r.get(
    '/api/v1/clubs/:id/attendance.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The club’s attendance in a term as CSV, one event a row',
        params: ClubParams,
        querystring: AttendanceReportQuery,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      // Every event's line: a club's term holds hundreds at most.
      const { school, report } = await clubReport(request, { limit: CSV_ROWS })
      return sendCsv(
        reply,
        `club-attendance-${fileTerm(report.term?.key)}.csv`,
        clubAttendanceCsv(report, school.timeZone),
      )
    },
  )

  // The school's answer kept as bytes per term while its version holds (report-cache.ts).
  const reports = schoolReports()
  const schoolReport = (
    request: FastifyRequest & { query: AttendanceReportQuery },
    options?: { limit: number },
  ) => schoolAttendance(db, requireSchool(request), request.query.term, options)

  r.get(
    '/api/v1/admin/attendance',
    {
      config: { requires: 'attendance.read_school' },
      schema: {
        tags,
        security,
        summary: 'The school’s attendance in a term, club by club (staff and admins)',
        querystring: AttendanceReportQuery,
        response: { 200: SchoolAttendanceReport, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const school = requireSchool(request)
      const key = schoolReportKey(school, request.query.term)
      const version = await schoolReportVersion(ctx.database.pool, school.id)
      const kept = await keptOrMade(reports, key, version, async () =>
        JSON.stringify(await schoolReport(request)),
      )
      return sendKept(request, reply, kept)
    },
  )

  r.get(
    '/api/v1/admin/attendance.csv',
    {
      config: { requires: 'attendance.read_school' },
      schema: {
        tags,
        security,
        summary: 'The school’s attendance in a term as CSV, one club a row',
        querystring: AttendanceReportQuery,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      // Every club's line: a school has thousands at most.
      const report = await schoolReport(request, { limit: CSV_ROWS })
      return sendCsv(
        reply,
        `school-attendance-${fileTerm(report.term?.key)}.csv`,
        schoolAttendanceCsv(report),
      )
    },
  )
}
