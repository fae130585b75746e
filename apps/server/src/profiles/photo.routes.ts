import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import multipart from '@fastify/multipart'
import { z } from 'zod'
import { ErrorBody, OwnProfileResponse } from '@quad/shared'
import type { Database } from '../platform/db/database.ts'
import { AppError, badRequest, notFound } from '../platform/errors.ts'
import type { FileStorage } from '../platform/files/storage.ts'
import { requireSession } from '../platform/auth/auth.plugin.ts'
import { requireSchool } from '../platform/tenancy/tenancy.plugin.ts'
import { loadOwnProfile } from './own-profile.service.ts'
import { PHOTO_MAX_BYTES, photoKey, removePhoto, replacePhoto } from './photo.service.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody }

/** Profile photos: upload (already cropped by the client), remove, and serve within the school. */
export async function photoRoutes(app: FastifyInstance, database: Database, storage: FileStorage) {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0 } })
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    '/mobile_ws/v18/me/photo',
    {
      schema: {
        tags: ['profiles'],
        consumes: ['multipart/form-data'],
        response: { 200: OwnProfileResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = requireSession(request)
      const school = requireSchool(request)
      if (!request.isMultipart()) throw badRequest('photo: send the image as multipart/form-data')
      await replacePhoto(database.db, storage, school, user, await readPhoto(request))
      return loadOwnProfile(database.db, school, user)
    },
  )
  r.delete(
    '/mobile_ws/v18/me/photo',
    { schema: { tags: ['profiles'], response: { 200: OwnProfileResponse, ...errors } } },
    async (request) => {
      const { user } = requireSession(request)
      await removePhoto(database.db, storage, user)
      return loadOwnProfile(database.db, requireSchool(request), user)
    },
  )
  r.get(
    '/media/photos/:schoolId/:file',
    {
      schema: {
        tags: ['media'],
        params: z.object({ schoolId: z.coerce.number().int(), file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      // Photos are seen by signed-in members of their own school only.
      requireSession(request)
      const school = requireSchool(request)
      const key =
        request.params.schoolId === school.id ? photoKey(school, request.params.file) : null
      const data = key ? await storage.get(key) : null
      if (!data) throw notFound('Photo')
      return reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(data)
    },
  )
}

/** The uploaded `photo` part's bytes; a malformed multipart body is the client's 400. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file()
    if (!file || file.fieldname !== 'photo') throw badRequest('photo: is required')
    return await file.toBuffer()
  } catch (error) {
    // busboy reports a body it cannot parse (no boundary, truncated parts) as a
    // plain Error, which was a 500 (fuzz.test.ts: `Content-Type: multipart/form-data`
    // with body `{}`). Errors that carry a status (ours, @fastify/multipart's 413
    // "file too large") keep it.
    if (error instanceof AppError || !(error instanceof Error) || 'statusCode' in error) {
      throw error
    }
    throw badRequest(`photo: the multipart body is malformed (${error.message})`)
  }
}
