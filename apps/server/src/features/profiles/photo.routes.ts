import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorBody, OwnProfileResponse } from '@quad/shared'
import type { Database } from '../../platform/db/database.ts'
import { notFound, rateLimited } from '../../platform/errors.ts'
import { readUpload } from '../../platform/files/upload.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import { requireSession } from '../../platform/auth/auth.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { PRIVATE_MEDIA_CACHE } from '../../platform/http/security.ts'
import { loadOwnProfile } from './own-profile.service.ts'
import {
  PHOTO_MAX_BYTES,
  PHOTO_UPLOAD_WINDOW_MS,
  PHOTO_UPLOADS_PER_WINDOW,
  photoKey,
  removePhoto,
  replacePhoto,
} from './photo.service.ts'

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  429: ErrorBody,
}

/** Profile photos: upload (already cropped by the client), remove, and serve within the school. */
export function photoRoutes(app: FastifyInstance, database: Database, storage: FileStorage) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const uploadLimit = app.createRateLimit({
    max: PHOTO_UPLOADS_PER_WINDOW,
    timeWindow: PHOTO_UPLOAD_WINDOW_MS,
    keyGenerator: (request) => `photo-upload:${request.session?.user.id ?? request.ip}`,
  })

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
      const limit = await uploadLimit(request)
      if (!limit.isAllowed && limit.isExceeded) {
        throw rateLimited('Too many photo uploads; wait a few minutes.')
      }
      const upload = await readUpload(request, 'photo', PHOTO_MAX_BYTES)
      await replacePhoto(database.db, storage, school, user, upload.data)
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
      return reply.type('image/webp').header('cache-control', PRIVATE_MEDIA_CACHE).send(data)
    },
  )
}
