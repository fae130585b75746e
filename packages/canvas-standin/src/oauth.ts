import { randomBytes } from 'node:crypto'
import { checkBearer, createGrant, refreshGrant, revokeGrant } from './grants.ts'
import { confirmPage, loginPage } from './html.ts'
import {
  readParams,
  redirect,
  sendBearerError,
  sendHtml,
  sendJson,
  type Exchange,
} from './http-util.ts'
import type { Store } from './store.ts'
import type { GrantRecord, StandinClient, UserRecord } from './types.ts'

/**
 * Canvas's OAuth2 endpoints (docs "OAuth2 Endpoints" and "OAuth2 flow"): the
 * authorization page, the code exchange and refresh, and token deletion.
 * The login and authorize steps in between are the stand-in's own small pages.
 */
export interface OAuthContext {
  store: Store
  clients: StandinClient[]
  accessTokenTtlSeconds: number
  /** Logged-in, not yet authorized requests, by a random id carried in the confirm form. */
  pending: Map<string, PendingAuthorization>
}

interface PendingAuthorization {
  userId: number
  clientId: string
  redirectUri: string
  state: string
  scopes: string[]
  expiresAt: number
}

export const standinPassword = 'canvas-demo'
/** Canvas's codes live 10 minutes and work once. */
const codeTtlMs = 10 * 60 * 1000

type ClientCheck =
  { ok: true; fields: Record<string, string> } | { ok: false; status: number; body: unknown }

function checkClient(
  ctx: OAuthContext,
  params: { get(name: string): string | null | undefined },
): ClientCheck {
  const clientId = params.get('client_id') ?? ''
  const redirectUri = params.get('redirect_uri') ?? ''
  const client = ctx.clients.find((c) => c.clientId === clientId)
  if (!client)
    return {
      ok: false,
      status: 401,
      body: { error: 'invalid_client', error_description: 'unknown client' },
    }
  if (!redirectUri || (client.redirectUris && !client.redirectUris.includes(redirectUri))) {
    const body = {
      error: 'invalid_request',
      error_description: 'redirect_uri does not match client settings',
    }
    return { ok: false, status: 400, body }
  }
  const fields = {
    client_id: clientId,
    redirect_uri: redirectUri,
    state: params.get('state') ?? '',
    scope: params.get('scope') ?? '',
  }
  return { ok: true, fields }
}

function withQuery(uri: string, query: Record<string, string>): string {
  const url = new URL(uri)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url.toString()
}

function authorizePage(ctx: OAuthContext, ex: Exchange): void {
  const check = checkClient(ctx, ex.url.searchParams)
  if (!check.ok) return sendJson(ex.res, check.status, check.body)
  if (ex.url.searchParams.get('response_type') !== 'code') {
    return redirect(
      ex.res,
      withQuery(check.fields.redirect_uri ?? '', {
        error: 'unsupported_response_type',
        state: check.fields.state ?? '',
      }),
    )
  }
  sendHtml(ex.res, 200, loginPage(check.fields))
}

async function login(ctx: OAuthContext, ex: Exchange): Promise<void> {
  const params = await readParams(ex.req)
  const check = checkClient(ctx, params)
  if (!check.ok) return sendJson(ex.res, check.status, check.body)
  const email = (params.get('email') ?? '').trim().toLowerCase()
  const user = ctx.store.state.users.find((u) => u.email.toLowerCase() === email)
  if (!user || params.get('password') !== standinPassword) {
    return sendHtml(ex.res, 400, loginPage(check.fields, 'Invalid username or password.'))
  }
  const authorization = randomBytes(16).toString('base64url')
  const scopes = (check.fields.scope ?? '').split(' ').filter(Boolean)
  ctx.pending.set(authorization, {
    userId: user.id,
    clientId: check.fields.client_id ?? '',
    redirectUri: check.fields.redirect_uri ?? '',
    state: check.fields.state ?? '',
    scopes,
    expiresAt: Date.now() + codeTtlMs,
  })
  sendHtml(
    ex.res,
    200,
    confirmPage({
      authorization,
      clientId: check.fields.client_id ?? '',
      userName: user.name,
      scopes,
    }),
  )
}

function takePending(
  ctx: OAuthContext,
  id: string | null | undefined,
): PendingAuthorization | undefined {
  const pending = id ? ctx.pending.get(id) : undefined
  if (id) ctx.pending.delete(id)
  return pending && pending.expiresAt > Date.now() ? pending : undefined
}

async function accept(ctx: OAuthContext, ex: Exchange): Promise<void> {
  const pending = takePending(ctx, (await readParams(ex.req)).get('authorization'))
  if (!pending)
    return sendHtml(
      ex.res,
      400,
      loginPage({}, 'This authorization request has expired. Start again from the application.'),
    )
  const code = randomBytes(24).toString('base64url')
  const { userId, clientId, redirectUri, scopes } = pending
  ctx.store.state.codes.push({
    code,
    userId,
    clientId,
    redirectUri,
    scopes,
    expiresAt: Date.now() + codeTtlMs,
    used: false,
  })
  ctx.store.save()
  redirect(ex.res, withQuery(redirectUri, { code, state: pending.state }))
}

function deny(ctx: OAuthContext, ex: Exchange): void {
  const pending = takePending(ctx, ex.url.searchParams.get('authorization'))
  if (!pending)
    return sendHtml(
      ex.res,
      400,
      loginPage({}, 'This authorization request has expired. Start again from the application.'),
    )
  redirect(ex.res, withQuery(pending.redirectUri, { error: 'access_denied', state: pending.state }))
}

function tokenJson(
  grant: GrantRecord,
  user: UserRecord | undefined,
  ttl: number,
  withRefresh: boolean,
) {
  return {
    access_token: grant.accessToken,
    token_type: 'Bearer',
    user: { id: grant.userId, name: user?.name ?? '' },
    ...(withRefresh ? { refresh_token: grant.refreshToken } : {}),
    expires_in: ttl,
  }
}

const invalidGrant = (description: string) => ({
  error: 'invalid_grant',
  error_description: description,
})

async function token(ctx: OAuthContext, ex: Exchange): Promise<void> {
  const params = await readParams(ex.req)
  const clientId = params.get('client_id') ?? ''
  const client = ctx.clients.find((c) => c.clientId === clientId)
  if (!client || client.clientSecret !== params.get('client_secret')) {
    return sendJson(ex.res, 401, { error: 'invalid_client', error_description: 'unknown client' })
  }
  const { store, accessTokenTtlSeconds: ttl } = ctx
  const userOf = (id: number) => store.state.users.find((u) => u.id === id)
  const grantType = params.get('grant_type')
  if (grantType === 'authorization_code') {
    const code = store.state.codes.find(
      (c) => c.code === params.get('code') && c.clientId === clientId,
    )
    if (!code || code.used || code.expiresAt <= Date.now())
      return sendJson(ex.res, 400, invalidGrant('authorization_code not found'))
    code.used = true
    if (code.redirectUri !== params.get('redirect_uri'))
      return sendJson(ex.res, 400, invalidGrant('redirect_uri does not match'))
    const grant = createGrant(store, {
      userId: code.userId,
      clientId,
      scopes: code.scopes,
      ttlSeconds: ttl,
    })
    return sendJson(ex.res, 200, tokenJson(grant, userOf(grant.userId), ttl, true))
  }
  if (grantType === 'refresh_token') {
    const grant = store.state.grants.find(
      (g) =>
        g.refreshToken === params.get('refresh_token') && g.clientId === clientId && !g.revoked,
    )
    if (!grant) return sendJson(ex.res, 400, invalidGrant('refresh_token not found'))
    refreshGrant(store, grant, ttl)
    return sendJson(ex.res, 200, tokenJson(grant, userOf(grant.userId), ttl, false))
  }
  sendJson(ex.res, 400, {
    error: 'unsupported_grant_type',
    error_description: 'grant_type not supported',
  })
}

/** `DELETE /login/oauth2/token`: the bearer's grant ends (access and refresh token). */
function deleteToken(ctx: OAuthContext, ex: Exchange): void {
  const check = checkBearer(ctx.store, ex.req.headers.authorization)
  if (check.kind === 'invalid') return sendBearerError(ex.res, 'Invalid access token.')
  revokeGrant(ctx.store, check.grant)
  sendJson(ex.res, 200, {})
}

/** Answers the OAuth routes; false when the path is not one of them. */
export async function handleOAuth(ctx: OAuthContext, ex: Exchange): Promise<boolean> {
  const route = `${ex.method} ${ex.url.pathname}`
  if (route === 'GET /login/oauth2/auth') authorizePage(ctx, ex)
  else if (route === 'POST /login/canvas') await login(ctx, ex)
  else if (route === 'POST /login/oauth2/accept') await accept(ctx, ex)
  else if (route === 'GET /login/oauth2/deny') deny(ctx, ex)
  else if (route === 'POST /login/oauth2/token') await token(ctx, ex)
  else if (route === 'DELETE /login/oauth2/token') deleteToken(ctx, ex)
  else return false
  return true
}
