import {
  CSRF_HEADER,
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_ERROR_STATUS,
  ERROR_MESSAGE_HEADER,
  ERROR_STATUS_HEADER,
  type ErrorBody,
} from '@quad/shared'
import type * as z from 'zod/mini'
import { startContracts, type StartContracts } from './contracts.ts'
import { sessionTokens } from './session-tokens.ts'

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
  /** Sent as multipart/form-data (file uploads); the browser sets the boundary. */
  formData?: FormData
  signal?: AbortSignal
}

/*
 * Spec 7: the session client adds the CSRF token to every /mobile_ws/ request except the
 * authentication call, whenever it holds one. The auth feature sets it from auth_tokens.
 */
export function setCsrfToken(token: string | null): void {
  sessionTokens().csrf = token
}

/*
 * The server refuses a state change without the session's token, which the client holds
 * only once auth_tokens has answered. Rather than every feature fetching it first, the
 * client asks this provider (registered once, in app.tsx) before the first state change.
 */
/**
 * Fetches the session's token. `forSignIn`: the call is a sign-in (a visitor's, usually, who
 * has no token to fetch), so the provider fetches one only when a session is signed in.
 */
export type CsrfTokenProvider = (forSignIn: boolean) => Promise<unknown>

let csrfTokenProvider: CsrfTokenProvider | null = null

export function setCsrfTokenProvider(provider: CsrfTokenProvider | null): void {
  csrfTokenProvider = provider
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const MOBILE_WS = /^\/mobile_ws\//
const AUTHENTICATION = /^\/mobile_ws\/v\d+\/authentication(?:[/?]|$)/
/*
 * Sign-in calls answer 401 for wrong credentials, which says nothing about a session; the
 * signed-out account links (issue 14: an invitation, forgot and reset password, an email
 * confirmation) are sent by visitors, who have no CSRF token to fetch first.
 */
const SIGN_IN =
  /^\/mobile_ws\/v\d+\/(?:authentication|login|invitation|password\/(?:forgot|reset)|email\/verify)(?:[/?]|$)/

function needsCsrf(path: string): boolean {
  return MOBILE_WS.test(path) && !AUTHENTICATION.test(path)
}

/*
 * Spec 7-8 "401 on either client invokes the authentication error handler": one handler
 * for the whole app, registered by whoever owns navigation (app.tsx).
 */
let authErrorHandler: (() => void) | null = null

/** Registers the one auth-error handler, replacing any before it. Returns an unregister. */
export function onAuthError(handler: () => void): () => void {
  authErrorHandler = handler
  return () => {
    if (authErrorHandler === handler) authErrorHandler = null
  }
}

/** Runs the auth-error handler; both clients call it on a 401 that means "session gone". */
export function reportAuthError(): void {
  authErrorHandler?.()
}

/** The part both clients share: headers common to every call, and the fetch itself. */
export function baseHeaders(options: RequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json' })
  if (options.json !== undefined) headers.set('Content-Type', 'application/json')
  return headers
}

/** How a request leaves: the browser's fetch, or the server's own API while it renders a page. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>

let transport: Transport = (path, init) => fetch(path, init)

/**
 * The server renders pages with the same calls as the browser (decision 075): it sets a
 * transport that answers from its own routes with the visitor's cookie, once, at start.
 */
export function setTransport(next: Transport): void {
  transport = next
}

export function send(path: string, headers: Headers, options: RequestOptions): Promise<Response> {
  return transport(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.formData ?? (options.json === undefined ? null : JSON.stringify(options.json)),
    credentials: 'include',
    signal: options.signal ?? null,
  })
}

/** Spec 7: a response carrying X-Error-Status is an error whatever its status line says. */
export function isErrorResponse(response: Response): boolean {
  return response.headers.has(ERROR_STATUS_HEADER) || !response.ok
}

/** Sends a request; any error answer becomes an HttpError. Resolves with the raw response. */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers = baseHeaders(options)
  const changesState = STATE_CHANGING.has(options.method ?? 'GET')
  if (!sessionTokens().csrf && changesState && needsCsrf(path)) {
    // A sign-in sent from a signed-in browser (a reset link opened there) needs that
    // session's token too; a server-rendered form can be sent before the start-up fetched it.
    await csrfTokenProvider?.(SIGN_IN.test(path))
  }
  const csrfToken = sessionTokens().csrf
  if (csrfToken && needsCsrf(path)) headers.set(CSRF_HEADER, csrfToken)

  const response = await send(path, headers, options)
  if (!isErrorResponse(response)) return response
  const error = toHttpError(await readFailure(response))
  if (error.status === 401 && !SIGN_IN.test(path)) reportAuthError()
  throw error
}

/** Sends a request and parses the answer with the contract's schema. */
export async function requestJson<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  options?: RequestOptions,
): Promise<z.output<Schema>> {
  return parseJson(await request(path, options), schema)
}

/**
 * The shell's calls: the contract is picked from the start contracts, which load while the
 * request is out, so neither waits for the other and zod stays out of the shell (decision 066).
 */
export async function requestContract<Schema extends z.ZodMiniType>(
  path: string,
  pick: (contracts: StartContracts) => Schema,
  options?: RequestOptions,
): Promise<z.output<Schema>> {
  const [response, contracts] = await Promise.all([request(path, options), startContracts()])
  return contracts.parse(pick(contracts), await response.json())
}

/** A response body checked against its contract (zod/mini: docs/decisions/005). */
export async function parseJson<Schema extends z.ZodMiniType>(
  response: Response,
  schema: Schema,
): Promise<z.output<Schema>> {
  const [{ parse }, json] = await Promise.all([startContracts(), response.json()])
  return parse(schema, json)
}

/** An error answer, read once: its status and message (spec 7-8) and its JSON, if any. */
export interface Failure {
  status: number
  message: string
  json: unknown
  /** The JSON when it is the shared error body. */
  body: ErrorBody | null
}

/*
 * Spec 7-8: status and message come from X-Error-Status / X-Error-Message when present,
 * defaulting to 500 / 'Unknown error'; otherwise from the status line and error body.
 */
export async function readFailure(response: Response): Promise<Failure> {
  const [json, { safeParse, ErrorBody }] = await Promise.all([readJson(response), startContracts()])
  const parsed = safeParse(ErrorBody, json)
  const body = parsed.success ? parsed.data : null
  const statusHeader = response.headers.get(ERROR_STATUS_HEADER)
  if (statusHeader !== null) {
    const status = Number.parseInt(statusHeader, 10)
    return {
      status: status >= 400 && status <= 599 ? status : DEFAULT_ERROR_STATUS,
      message: response.headers.get(ERROR_MESSAGE_HEADER) || DEFAULT_ERROR_MESSAGE,
      json,
      body,
    }
  }
  const message = body?.error.message || response.statusText || DEFAULT_ERROR_MESSAGE
  return { status: response.status, message, json, body }
}

export function toHttpError({ status, message, body }: Failure): HttpError {
  return new HttpError(status, message, body)
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the headers still say what happened.
    return null
  }
}
