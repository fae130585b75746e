import type * as z from 'zod/mini'
import type { AcademicAuthErrorBody } from './academic-auth-error-body.ts'
import { startContracts } from './contracts.ts'
import { sessionTokens } from './session-tokens.ts'
import {
  baseHeaders,
  HttpError,
  isHttpError,
  isErrorResponse,
  parseJson,
  readFailure,
  reportAuthError,
  requestContract,
  send,
  setCsrfToken,
  toHttpError,
  type Failure,
  type RequestOptions,
} from './http.ts'

/** Spec 7 "fails if none is held": thrown before any request is made. */
export class NotAuthenticatedError extends Error {
  constructor() {
    super('No bearer token is held: sign in first')
    this.name = 'NotAuthenticatedError'
  }
}

/** Spec 8: a 498 with oauthURL, so the user can re-authorise. Still an HttpError (498). */
export class AcademicAuthError extends HttpError {
  readonly errorCode: string | number
  readonly oauthURL: string

  constructor(message: string, { errorCode, oauthURL }: AcademicAuthErrorBody) {
    super(ACADEMIC_AUTH_STATUS, message, null)
    this.name = 'AcademicAuthError'
    this.errorCode = errorCode
    this.oauthURL = oauthURL
  }
}

const ACADEMIC_AUTH_STATUS = 498
const API_V1 = /^\/api\/v1\//
const SESSION_PATH = '/mobile_ws/v18/session'

/** Set from the auth tokens call after sign-in; null when the session ends. */
export function setJwt(token: string | null): void {
  sessionTokens().jwt = token
}

/** The JWT held now, if any: the realtime socket passes it in its address. */
export function currentJwt(): string | null {
  return sessionTokens().jwt
}

/**
 * Spec 7 "session": a fresh JWT (15 minutes) for the current cookie session. Concurrent
 * callers share one request. A 401 here is reported by the session client itself.
 */
export function refreshJwt(): Promise<string> {
  const held = sessionTokens()
  held.refreshing ??= requestContract(SESSION_PATH, (contracts) => contracts.AuthTokens)
    .then((tokens) => {
      held.jwt = tokens.jwt
      setCsrfToken(tokens.csrfToken)
      return tokens.jwt
    })
    .catch((error: unknown) => {
      // Only a refused session ends the token; a network failure (the server restarting)
      // keeps the one held, which may well still be valid.
      if (isHttpError(error, 401)) held.jwt = null
      throw error
    })
    .finally(() => {
      held.refreshing = null
    })
  return held.refreshing
}

/**
 * The bearer client (spec 7) for /api/v1/ paths. On a 401 it refreshes the JWT once and
 * retries once; a second 401 ends the session through the one auth-error handler.
 */
export async function bearerRequest(path: string, options: RequestOptions = {}): Promise<Response> {
  // The token is only ever sent to Quad's own API, never to another path or origin.
  if (!API_V1.test(path)) throw new TypeError(`The bearer client only calls /api/v1/: ${path}`)
  // A refresh in flight (after a reconnect) is waited for rather than failed on.
  const held = sessionTokens()
  let token = held.jwt ?? (held.refreshing ? await held.refreshing.catch(() => null) : null)
  if (!token) throw new NotAuthenticatedError()

  for (let attempt = 1; ; attempt++) {
    const headers = baseHeaders(options)
    headers.set('Authorization', `Bearer ${token}`)
    const response = await send(path, headers, options)
    if (!isErrorResponse(response)) return response
    const failure = await readFailure(response)
    if (failure.status !== 401 || attempt > 1) throw await toBearerError(failure)
    // Another call may have refreshed meanwhile; otherwise ask for a new token.
    token = held.jwt && held.jwt !== token ? held.jwt : await refreshJwt()
  }
}

export async function bearerRequestJson<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  options?: RequestOptions,
): Promise<z.output<Schema>> {
  return parseJson(await bearerRequest(path, options), schema)
}

/**
 * `bearerRequestJson` for a section opened straight at its address: no loader fetched the
 * session's JWT yet, and the bearer client refuses at once without one (the section would
 * stay on "Loading…"), so it asks for one first.
 */
export async function signedInJson<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  options?: RequestOptions,
): Promise<z.output<Schema>> {
  if (!currentJwt()) await refreshJwt()
  return bearerRequestJson(path, schema, options)
}

async function toBearerError(failure: Failure): Promise<HttpError> {
  if (failure.status === ACADEMIC_AUTH_STATUS) {
    const { safeParse, AcademicAuthErrorBody } = await startContracts()
    const parsed = safeParse(AcademicAuthErrorBody, failure.json)
    if (parsed.success) return new AcademicAuthError(failure.message, parsed.data)
  }
  if (failure.status === 401) {
    sessionTokens().jwt = null
    reportAuthError()
  }
  return toHttpError(failure)
}
