import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { and, eq } from 'drizzle-orm'
import { dataExports } from '../../db/schema/account-security.ts'
import { requireSession } from '../../platform/auth/auth.plugin.ts'
import { AppError, notFound } from '../../platform/errors.ts'
import { linkError } from '../../platform/integrations/index.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'

const PATH = '/media/exports/download'

/** The address of a signed download link (the route reads the session cookie). */
export const downloadPath = (token: string) => `${PATH}?token=${token}`

const gone = () =>
  new AppError(410, 'gone', 'This download has expired. Request a new export of your data.')

/**
 * `GET /media/exports/download?token=`: the ZIP, by plain navigation (a link, no bearer header).
 * The signed link names the export and its student, and the student's own session cookie
 * must come with it, so a leaked link alone downloads nothing. Expired or swept: 410.
 */
export function downloadRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    PATH,
    {
      config: { auth: 'session' },
      schema: { hide: true, querystring: z.object({ token: z.string().check(z.maxLength(2000)) }) },
    },
    async (request, reply) => {
      const school = requireSchool(request)
      const session = requireSession(request)
      const check = ctx.integrations.links.verify('data-export', request.query.token)
      if (!check.ok) throw check.failure === 'expired' ? gone() : linkError(check.failure)
      const { claims } = check
      if (claims.school !== school.id || claims.user !== session.user.id) throw notFound('Export')
      const [row] = await ctx.database.db
        .select()
        .from(dataExports)
        .where(
          and(eq(dataExports.id, String(claims.export)), eq(dataExports.userId, session.user.id)),
        )
      if (!row) throw notFound('Export')
      const data = row.status === 'ready' && row.fileKey ? await ctx.storage.get(row.fileKey) : null
      if (!data) throw gone()
      const date = row.createdAt.toISOString().slice(0, 10)
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="quad-export-${date}.zip"`)
        .header('cache-control', 'no-store')
        .send(data)
    },
  )
}
