import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ErrorBody, OwnProfileResponse } from '@quad/shared'
import { rateLimited } from '../../platform/errors.ts'
import { readUpload } from '../../platform/files/upload.ts'
import { requireSession } from '../../platform/auth/auth.plugin.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { schoolImageRoute } from '../../platform/files/school-images.ts'
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
export function photoRoutes(
  app: FastifyInstance,
  { database, storage, groups }: Pick<ModuleContext, 'database' | 'storage' | 'groups'>,
) {
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
      return loadOwnProfile(database.db, groups, school, user)
    },
  )
  r.delete(
    '/mobile_ws/v18/me/photo',
    { schema: { tags: ['profiles'], response: { 200: OwnProfileResponse, ...errors } } },
    async (request) => {
      const { user } = requireSession(request)
      await removePhoto(database.db, storage, user)
      return loadOwnProfile(database.db, groups, requireSchool(request), user)
    },
  )
  // Photos are seen by signed-in members of their own school only.
  schoolImageRoute(app, storage, { prefix: '/media/photos/', what: 'Photo', keyOf: photoKey })
}
