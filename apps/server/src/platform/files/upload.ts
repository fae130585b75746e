import type { FastifyInstance, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import { AppError, badRequest } from '../errors.ts'

/** Multipart parsing for every upload route; each route sets its own size limit. */
export async function installMultipart(app: FastifyInstance, largestFile: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize: largestFile, files: 1, fields: 0 } })
}

/**
 * The one file part `field` of a multipart request, at most `maxBytes` (a bigger one
 * is a 413 naming the field). A malformed multipart body is the client's 400.
 */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<{ data: Buffer; filename: string }> {
  if (!request.isMultipart()) throw badRequest(`${field}: send the file as multipart/form-data`)
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0 } })
    if (!file || file.fieldname !== field) throw badRequest(`${field}: is required`)
    return { data: await file.toBuffer(), filename: file.filename }
  } catch (error) {
    // busboy reports a body it cannot parse (no boundary, truncated parts) as a
    // plain Error, which was a 500 (fuzz.test.ts: `Content-Type: multipart/form-data`
    // with body `{}`). Errors that carry a status (ours, @fastify/multipart's 413
    // "file too large") keep it.
    if (isErrorCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw fileTooLarge(field, maxBytes)
    if (error instanceof AppError || !(error instanceof Error) || 'statusCode' in error) {
      throw error
    }
    throw badRequest(`${field}: the multipart body is malformed (${error.message})`)
  }
}

const fileTooLarge = (field: string, maxBytes: number) =>
  new AppError(
    413,
    'payload_too_large',
    `${field}: the file is too large (at most ${Math.round(maxBytes / 1024 / 1024)} MB)`,
    [{ path: field, message: 'too large' }],
  )

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code
}
