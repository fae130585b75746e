import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { ErrorBody, SubjectReportBody, withArticle } from '@quad/shared'
import { requireBearerContext } from '../auth/auth.plugin.ts'
import type { Database, DbOrTx } from '../db/database.ts'
import { badRequest, conflict, notFound, rateLimited } from '../errors.ts'
import type { Actor } from '../policies/policies.ts'
import { actorOf } from '../policies/policies.plugin.ts'
import type { School } from '../tenancy/schools.service.ts'
import { fileReport } from './reports.service.ts'

/** Issue 14: a student files at most 10 profile or club reports an hour (abuse of the queue). */
export const SUBJECT_REPORTS_PER_HOUR = 10

/** A reportable subject found by its public id. */
export interface FoundSubject {
  subjectId: string | number
  /** What it said when reported, kept as evidence (a bio, a club's description). */
  snapshot: string
  /** Whose it is: nobody reports their own (a profile's owner). */
  ownerId: number | null
}

export interface SubjectReportRoute {
  /** `/api/v1/<things>/:uid/reports` */
  url: string
  tag: string
  subjectType: string
  /** The 404's noun and the 400's "your own …". */
  noun: string
  /** The subject by uid, null when there is none the reporter may see (a 404, never a hint why). */
  find(db: DbOrTx, school: School, uid: string, reporter: Actor): Promise<FoundSubject | null>
  /**
   * In the filing's transaction, after a new report (never after a 409): what the subject's
   * feature does about its reports so far (issue 16: a post hidden after the school's
   * threshold of distinct reporters). Optional.
   */
  afterFiled?(tx: DbOrTx, school: School, subjectId: string | number): Promise<void>
}

const UidParams = z.object({
  uid: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a uid')),
})

/**
 * One route shape for reporting a subject by its public id (issue 14 item 4): 204 once;
 * a second open report of the same subject by the same student is a 409; never your own;
 * rate limited per student.
 */
export function subjectReportRoute(
  app: FastifyInstance,
  database: Database,
  route: SubjectReportRoute,
): void {
  const limit = app.createRateLimit({
    max: SUBJECT_REPORTS_PER_HOUR,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: (request) => `subject-report:${request.bearer?.claims.uid ?? request.ip}`,
  })
  app.withTypeProvider<ZodTypeProvider>().post(
    route.url,
    {
      schema: {
        tags: [route.tag],
        summary: `Report ${withArticle(route.noun.toLowerCase())} to the school's moderators`,
        security: [{ bearer: [] }],
        params: UidParams,
        body: SubjectReportBody,
        response: {
          204: z.null(),
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      const allowed = await limit(request)
      if (!allowed.isAllowed && allowed.isExceeded) {
        throw rateLimited('Too many reports; wait an hour.')
      }
      const subject = await route.find(database.db, school, request.params.uid, actorOf(request))
      if (!subject) throw notFound(route.noun)
      if (subject.ownerId === user.id) {
        throw badRequest(`params.uid: you cannot report your own ${route.noun.toLowerCase()}`, [
          { path: 'params.uid', message: `is your own ${route.noun.toLowerCase()}` },
        ])
      }
      // The report and what its feature does about it commit together (issue 16).
      const filed = await database.db.transaction(async (tx) => {
        const stored = await fileReport(tx, {
          schoolId: school.id,
          subjectType: route.subjectType,
          subjectId: subject.subjectId,
          reporterId: user.id,
          reason: request.body.reason,
          snapshot: subject.snapshot,
          reporterNote: request.body.note ? request.body.note : null,
        })
        if (stored) await route.afterFiled?.(tx, school, subject.subjectId)
        return stored
      })
      if (!filed) throw conflict(`You have already reported this ${route.noun.toLowerCase()}`)
      return reply.code(204).send(null)
    },
  )
}
