import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  DataExportAnswer,
  DataExportCreated,
  DataExportList,
  DataExportParams,
  ErrorBody,
} from '@quad/shared'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { downloadPath } from './download.routes.ts'
import {
  latestExports,
  openExport,
  ownExport,
  presentExport,
  type DataExportRow,
} from './exports.service.ts'
import { DATA_EXPORT_JOB } from './jobs.ts'

/**
 * `POST /api/v1/me/exports` (202 `{id}`; the open one again while one is being built; 429
 * past the daily limit), `GET /api/v1/me/exports/{id}` (`{status, progress, url?}`; another
 * student's id is a 404) and `GET /api/v1/me/exports` (the latest few).
 */
export function exportRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db } = ctx.database
  const urlOf = (row: DataExportRow, expiresAt: Date) =>
    downloadPath(ctx.integrations.links.sign('data-export', linkClaims(row), expiresAt))
  const errors = { 401: ErrorBody, 404: ErrorBody }

  r.post(
    '/api/v1/me/exports',
    {
      schema: {
        tags: ['me'],
        security: [{ bearer: [] }],
        response: { 202: DataExportCreated, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      const id = await db.transaction(async (tx) => {
        const { row, created } = await openExport(tx, { schoolId: school.id, userId: user.id })
        if (created) await ctx.jobs.enqueue(tx, DATA_EXPORT_JOB, { id: row.id })
        return row.id
      })
      return reply.code(202).send({ id })
    },
  )

  r.get(
    '/api/v1/me/exports',
    {
      schema: {
        tags: ['me'],
        security: [{ bearer: [] }],
        response: { 200: DataExportList, ...errors },
      },
    },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      const rows = await latestExports(db, { schoolId: school.id, userId: user.id })
      return { items: rows.map((row) => presentExport(row, urlOf)) }
    },
  )

  r.get(
    '/api/v1/me/exports/:id',
    {
      schema: {
        tags: ['me'],
        security: [{ bearer: [] }],
        params: DataExportParams,
        response: { 200: DataExportAnswer, 400: ErrorBody, ...errors },
      },
    },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      const owner = { schoolId: school.id, userId: user.id }
      return presentExport(await ownExport(db, owner, request.params.id), urlOf)
    },
  )
}

/** What the download link binds: the export, its student and school. */
export const linkClaims = (row: DataExportRow) => ({
  export: row.id,
  user: row.userId,
  school: row.schoolId,
})
