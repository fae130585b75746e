import * as z from 'zod/mini'
import {
  LmsError,
  LmsGrantError,
  type AuthorizeRequest,
  type LmsFetch,
  type LmsSettings,
  type LmsTokens,
} from '../lms-provider.ts'
import { OutboundRefused } from '../../../platform/http/outbound.ts'

/**
 * Canvas's OAuth2 endpoints (docs "OAuth2 Endpoints"): `login/oauth2/auth`, the code
 * and refresh exchanges at `login/oauth2/token`, and its DELETE.
 */

/**
 * Only what the sync reads (docs "Developer Keys": scopes are `url:<VERB>|<path>`). A key
 * that does not enforce scopes ignores them; one that does must allow these five.
 */
export const canvasScopes = [
  'url:GET|/api/v1/courses',
  'url:GET|/api/v1/courses/:course_id/assignments',
  'url:GET|/api/v1/courses/:course_id/quizzes',
  'url:GET|/api/v1/announcements',
  'url:GET|/api/v1/users/:id',
] as const

const timeoutMs = 15_000

const tokenSchema = z.object({
  access_token: z.string(),
  refresh_token: z.optional(z.string()),
  expires_in: z.optional(z.nullable(z.number())),
  user: z.object({ id: z.number() }),
})
const errorSchema = z.object({ error: z.string() })

export function authorizeUrl(settings: LmsSettings, request: AuthorizeRequest): string {
  const url = new URL('/login/oauth2/auth', settings.baseUrl)
  url.searchParams.set('client_id', settings.clientId)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('redirect_uri', request.redirectUri)
  url.searchParams.set('state', request.state)
  url.searchParams.set('scope', canvasScopes.join(' '))
  return url.toString()
}

async function send(fetch: LmsFetch, url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error' }, { timeoutMs })
  } catch (error) {
    throw new LmsError(`Canvas ${unreachable(error)} (${url.pathname})`, 0)
  }
}

/** Why a request to Canvas failed before any answer: the guard's reason, or the network's. */
export function unreachable(error: unknown): string {
  if (error instanceof OutboundRefused) return `could not be reached: ${error.message}`
  const isTimeout = error instanceof DOMException && error.name === 'TimeoutError'
  return isTimeout ? 'did not answer in time' : 'could not be reached'
}

async function postToken(
  fetch: LmsFetch,
  settings: LmsSettings,
  fields: Record<string, string>,
): Promise<LmsTokens> {
  const body = new URLSearchParams({
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    ...fields,
  })
  const response = await send(fetch, new URL('/login/oauth2/token', settings.baseUrl), {
    method: 'POST',
    body,
  })
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const error = errorSchema.safeParse(json)
    // invalid_grant: the code was used or is too old, or the grant behind the refresh
    // token was revoked. The student has to connect again.
    if (error.success && error.data.error === 'invalid_grant')
      throw new LmsGrantError('Canvas refused the grant')
    if (error.success && error.data.error === 'invalid_client') {
      throw new LmsError("Canvas refused the school's developer key", response.status)
    }
    throw new LmsError(`Canvas answered ${response.status} to the token request`, response.status)
  }
  const tokens = tokenSchema.safeParse(json)
  if (!tokens.success) throw new LmsError('Canvas answered an unreadable token', response.status)
  const { access_token, refresh_token, expires_in, user } = tokens.data
  return {
    accessToken: access_token,
    refreshToken: refresh_token ?? null,
    expiresAt: expires_in ? new Date(Date.now() + expires_in * 1000).toISOString() : null,
    externalUserId: String(user.id),
  }
}

export function exchangeCode(
  fetch: LmsFetch,
  settings: LmsSettings,
  code: string,
  redirectUri: string,
): Promise<LmsTokens> {
  return postToken(fetch, settings, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
  })
}

/** Canvas keeps the refresh token and answers none: `refreshToken` is null, keep the old one. */
export function refresh(
  fetch: LmsFetch,
  settings: LmsSettings,
  refreshToken: string,
): Promise<LmsTokens> {
  return postToken(fetch, settings, { grant_type: 'refresh_token', refresh_token: refreshToken })
}

/** Ends the grant at Canvas. A token Canvas no longer knows (401) counts as ended. */
export async function revoke(
  fetch: LmsFetch,
  settings: LmsSettings,
  accessToken: string,
): Promise<void> {
  const response = await send(fetch, new URL('/login/oauth2/token', settings.baseUrl), {
    method: 'DELETE',
    headers: { authorization: `Bearer ${accessToken}` },
  })
  await response.body?.cancel()
  if (response.ok || response.status === 401) return
  throw new LmsError(`Canvas answered ${response.status} to the token deletion`, response.status)
}
