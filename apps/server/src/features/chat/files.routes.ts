import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CHAT_FILE_MAX_BYTES, ChatFile, ErrorBody, UploadQuery } from '@quad/shared'
import type { Database } from '../../platform/db/database.ts'
import { notFound, rateLimited } from '../../platform/errors.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import { readUpload } from '../../platform/files/upload.ts'
import { sendStoredFile } from '../../platform/http/file-reply.ts'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import { fileKey, readableFile, storeUpload } from './files.service.ts'

/** Uploads a student may make per minute. */
export const UPLOADS_PER_MINUTE = 30

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  404: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  429: ErrorBody,
}

/** api.md: `POST /api/v1/files` (multipart `file`), `GET /api/v1/files/{id}` for allowed users only. */
export function fileRoutes(app: FastifyInstance, database: Database, storage: FileStorage): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const uploadLimit = app.createRateLimit({
    max: UPLOADS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `chat-upload:${request.bearer?.claims.uid ?? request.ip}`,
  })

  r.post(
    '/api/v1/files',
    {
      schema: {
        tags: ['chat'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        querystring: UploadQuery,
        response: { 201: ChatFile, ...errors },
      },
    },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      const limit = await uploadLimit(request)
      if (!limit.isAllowed && limit.isExceeded)
        throw rateLimited('Too many uploads; wait a minute.')
      const upload = await readUpload(request, 'file', CHAT_FILE_MAX_BYTES)
      const file = await storeUpload(database.db, storage, school, user.id, upload, request.query)
      return reply.code(201).send(file)
    },
  )

  r.get(
    '/api/v1/files/:id',
    {
      schema: {
        tags: ['chat'],
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'not a file id') }),
        querystring: z.object({ variant: z.enum(['original', 'preview']).default('original') }),
      },
    },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      const file = await readableFile(database.db, school, user.id, request.params.id)
      const preview = request.query.variant === 'preview' && file.hasPreview
      const data = await storage.get(fileKey(school.id, file.id, preview ? 'preview' : undefined))
      if (!data) throw notFound('File')
      // A preview is a WebP picture of its own.
      const sent = preview ? { name: file.name, contentType: 'image/webp' } : file
      return sendStoredFile(reply, sent, data)
    },
  )
}
