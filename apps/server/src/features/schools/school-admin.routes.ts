import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { ErrorBody, SchoolAdmin, SchoolAdminPatch } from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import { notFound } from '../../platform/errors.ts'
import { readUpload } from '../../platform/files/upload.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { presentSchoolAdmin, updateSchool } from './school-admin.service.ts'
import {
  replaceSchoolImage,
  SCHOOL_IMAGE_MAX_BYTES,
  schoolMediaKey,
  type SchoolImageKind,
} from './school-images.service.ts'

const tags = ['admin']
const security = [{ bearer: [] }]
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }
const imageErrors = { ...errors, 413: ErrorBody, 415: ErrorBody }
/** Uploaded school images are public: the login page shows the logo before anyone signs in. */
const PUBLIC_IMAGE_CACHE = 'public, max-age=31536000, immutable'

/**
 * The admin console's School page (issue 14 item 1, decision 027): read and change the
 * school's settings, upload its logo and favicon. Every change is `school.update`,
 * audited in its transaction, then signalled so every open page re-reads the school.
 */
export function schoolAdminRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  const changed = (schoolId: number) => ctx.realtime.signal({ signal: 'school-changed', schoolId })

  r.get(
    '/api/v1/admin/school',
    {
      config: { requires: 'school.update' },
      schema: { tags, security, response: { 200: SchoolAdmin, ...errors } },
    },
    async (request) => presentSchoolAdmin(requireSchool(request)),
  )

  r.patch(
    '/api/v1/admin/school',
    {
      config: { requires: 'school.update' },
      schema: { tags, security, body: SchoolAdminPatch, response: { 200: SchoolAdmin, ...errors } },
    },
    async (request) => {
      const origin = auditOrigin(request, actorOf(request).userId)
      const schoolId = requireSchool(request).id
      const result = await updateSchool(db, origin, schoolId, request.body)
      if (result.changed) await changed(schoolId)
      return presentSchoolAdmin(result.school)
    },
  )

  for (const kind of ['logo', 'favicon'] as const satisfies SchoolImageKind[]) {
    r.put(
      `/api/v1/admin/school/${kind}`,
      {
        config: { requires: 'school.update' },
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          response: { 200: SchoolAdmin, ...imageErrors },
        },
      },
      async (request) => {
        const origin = auditOrigin(request, actorOf(request).userId)
        const schoolId = requireSchool(request).id
        const upload = await readUpload(request, kind, SCHOOL_IMAGE_MAX_BYTES)
        const school = await replaceSchoolImage(
          { db, storage: ctx.storage },
          origin,
          schoolId,
          kind,
          upload.data,
        )
        await changed(schoolId)
        return presentSchoolAdmin(school)
      },
    )
  }

  r.get(
    '/media/school/:schoolId/:file',
    {
      schema: {
        tags: ['media'],
        params: z.object({
          schoolId: z.pipe(
            z.string().check(z.regex(/^\d{1,9}$/, 'a school id')),
            z.transform(Number),
          ),
          file: z.string().check(z.maxLength(100)),
        }),
      },
    },
    async (request, reply) => {
      const key = schoolMediaKey(request.params.schoolId, request.params.file)
      const data = key ? await ctx.storage.get(key) : null
      if (!data) throw notFound('Image')
      const type = request.params.file.endsWith('.png') ? 'image/png' : 'image/webp'
      return reply.type(type).header('cache-control', PUBLIC_IMAGE_CACHE).send(data)
    },
  )
}
