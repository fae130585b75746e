import {
  CSRF_HEADER,
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_ERROR_STATUS,
  ERROR_MESSAGE_HEADER,
  ERROR_STATUS_HEADER,
  ErrorBody,
} from '@quad/shared'
import * as z from 'zod/mini'

/** Any failed call: the server's status and message, and its error body when it sent one. */
export class HttpError extends Error {
  readonly status: number
  readonly body: ErrorBody | null

  constructor(status: number, message: string, body: ErrorBody | null) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.body = body
  }
}

export function isHttpError(error: unknown, status?: number): error is HttpError {
  return error instanceof HttpError && (status === undefined || error.status === status)
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions {
  method?: HttpMethod
  /** Sent as JSON. */
  json?: unknown
  signal?: AbortSignal
}

/*
 * Spec 7: the session client adds the CSRF token to every /mobile_ws/ request except the
 * authentication call, whenever it holds one. The auth feature sets it from auth_tokens.
 */
let csrfToken: string | null = null

export function setCsrfToken(token: string | null): void {
  csrfToken = token
}

const MOBILE_WS = /^\/mobile_ws\//
const AUTHENTICATION = /^\/mobile_ws\/v\d+\/authentication(?:[/?]|$)/

function needsCsrf(path: string): boolean {
  return MOBILE_WS.test(path) && !AUTHENTICATION.test(path)
}

/** Sends a request; any error answer becomes an HttpError. Resolves with the raw response. */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' })
  if (options.json !== undefined) headers.set('Content-Type', 'application/json')
  if (csrfToken && needsCsrf(path)) headers.set(CSRF_HEADER, csrfToken)

  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.json === undefined ? null : JSON.stringify(options.json),
    credentials: 'include',
    signal: options.signal ?? null,
  })
  if (response.headers.has(ERROR_STATUS_HEADER) || !response.ok) throw await toHttpError(response)
  return response
}

/** Sends a request and parses the answer with the contract's schema. */
export async function requestJson<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  options?: RequestOptions,
): Promise<z.output<Schema>> {
  const response = await request(path, options)
  // zod/mini keeps the client bundle small (docs/decisions/005); shared schemas are mini.
  return z.parse(schema, await response.json())
}

/*
 * Spec 7-8: a response carrying X-Error-Status is an error whatever its status line says;
 * its status and message come from the headers, defaulting to 500 / 'Unknown error'.
 */
async function toHttpError(response: Response): Promise<HttpError> {
  const body = await readErrorBody(response)
  const statusHeader = response.headers.get(ERROR_STATUS_HEADER)
  if (statusHeader !== null) {
    const status = Number.parseInt(statusHeader, 10)
    return new HttpError(
      status >= 400 && status <= 599 ? status : DEFAULT_ERROR_STATUS,
      response.headers.get(ERROR_MESSAGE_HEADER) || DEFAULT_ERROR_MESSAGE,
      body,
    )
  }
  const message = body?.error.message || response.statusText || DEFAULT_ERROR_MESSAGE
  return new HttpError(response.status, message, body)
}

async function readErrorBody(response: Response): Promise<ErrorBody | null> {
  try {
    const parsed = ErrorBody.safeParse(await response.json())
    return parsed.success ? parsed.data : null
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the headers still say what happened.
    return null
  }
}
