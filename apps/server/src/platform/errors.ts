import type { ErrorCode, ErrorIssue } from '@quad/shared'

/** An error the client may see as-is; anything else becomes a logged, generic 500. */
export class AppError extends Error {
  readonly status: number
  readonly code: ErrorCode
  readonly issues: ErrorIssue[] | undefined

  constructor(status: number, code: ErrorCode, message: string, issues?: ErrorIssue[]) {
    super(message)
    this.status = status
    this.code = code
    this.issues = issues
  }
}

export const badRequest = (message: string, issues?: ErrorIssue[]) =>
  new AppError(400, 'bad_request', message, issues)
export const unauthorized = (message = 'user not logged in') =>
  new AppError(401, 'unauthorized', message)
export const forbidden = (message = 'Not allowed') => new AppError(403, 'forbidden', message)
export const csrfInvalid = () =>
  new AppError(403, 'csrf_invalid', 'Missing or invalid X-CG-CSRF-Token header')
export const notFound = (what: string) => new AppError(404, 'not_found', `${what} not found`)
export const rateLimited = (message = 'Too many requests, try again later') =>
  new AppError(429, 'rate_limited', message)
export const unavailable = (message = 'Service unavailable') =>
  new AppError(503, 'unavailable', message)
export const conflict = (message: string) => new AppError(409, 'conflict', message)

/** A 400 naming one field (`body.localEnd`), as the schema's own 400s do. */
export const fieldError = (path: string, message: string) =>
  badRequest(`${path}: ${message}`, [{ path, message }])
