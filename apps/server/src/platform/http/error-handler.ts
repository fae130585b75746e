import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import {
  ERROR_MESSAGE_HEADER,
  ERROR_STATUS_HEADER,
  type ErrorBody,
  type ErrorCode,
  type ErrorIssue,
} from '@quad/shared'
import { AppError } from '../errors.ts'

/**
 * One handler maps every error to `{error:{code,message,issues?}}` plus the spec's
 * X-Error-Status / X-Error-Message headers (spec 7-8). Bad input is a 400 naming
 * the field; anything unknown is a logged 500 with a generic message.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const mapped = toAppError(error)
    if (mapped.status >= 500) request.log.error({ err: error }, 'request failed')
    sendError(reply, mapped)
  })
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const body: ErrorBody = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.issues && { issues: error.issues }),
    },
  }
  return reply
    .code(error.status)
    .header(ERROR_STATUS_HEADER, String(error.status))
    .header(ERROR_MESSAGE_HEADER, headerSafe(error.message))
    .type('application/json; charset=utf-8')
    .send(body)
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = error.validationContext ?? 'request'
    const issues: ErrorIssue[] = error.validation.map((v) => ({
      path: [part, ...v.instancePath.split('/').filter(Boolean)].join('.'),
      message: v.message ?? 'is invalid',
    }))
    const first = issues[0]
    const message = first ? `${first.path}: ${first.message}` : 'Invalid request'
    return new AppError(400, 'bad_request', message, issues)
  }
  const status = error.statusCode ?? 500
  if (status >= 500) return new AppError(500, 'internal', 'Internal server error')
  return new AppError(status, codeFor(status), clientMessage(error))
}

/** Fastify's own 4xx errors (malformed JSON, wrong content type, body too large...). */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'body: is not valid JSON'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Content-Type is not supported by this endpoint'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'body: is too large'
    default:
      return error.message
  }
}

function codeFor(status: number): ErrorCode {
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'not_found'
  if (status === 409) return 'conflict'
  if (status === 413) return 'payload_too_large'
  if (status === 415) return 'unsupported_media_type'
  if (status === 429) return 'rate_limited'
  return 'bad_request'
}

/** Header values must be visible ASCII; the JSON body keeps the full message. */
function headerSafe(message: string): string {
  return message.replace(/[^\x20-\x7e]/g, '?').slice(0, 300)
}
