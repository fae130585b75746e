import { randomBytes } from 'node:crypto'
import { deleteToken, token } from './oauth-token.ts'
import { confirmPage, expiredPage, loginPage } from './html.ts'
import { readParams, redirect, sendHtml, sendJson, type Exchange } from './http-util.ts'
import {
  codeTtlMs,
  standinPassword,
  type OAuthContext,
  type PendingAuthorization,
} from './oauth-context.ts'

/**
 * Canvas's OAuth2 authorization step (docs "OAuth2 Endpoints", "OAuth2 flow"):
 * `login/oauth2/auth`, then the stand-in's own login and Authorize/Cancel pages;
 * `login/oauth2/token` is in `oauth-token.ts`.
 */
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
  for (const [id, stale] of ctx.pending) if (stale.expiresAt <= Date.now()) ctx.pending.delete(id)
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
  if (!pending) return sendHtml(ex.res, 400, expiredPage())
  const code = randomBytes(24).toString('base64url')
  const { userId, clientId, redirectUri, scopes } = pending
  // Used and expired codes serve no one: the data file keeps only live ones.
  const now = Date.now()
  ctx.store.state.codes = ctx.store.state.codes.filter((c) => !c.used && c.expiresAt > now)
  ctx.store.state.codes.push({
    code,
    userId,
    clientId,
    redirectUri,
    scopes,
    expiresAt: now + codeTtlMs,
    used: false,
  })
  ctx.store.save()
  redirect(ex.res, withQuery(redirectUri, { code, state: pending.state }))
}

function deny(ctx: OAuthContext, ex: Exchange): void {
  const pending = takePending(ctx, ex.url.searchParams.get('authorization'))
  if (!pending) return sendHtml(ex.res, 400, expiredPage())
  redirect(ex.res, withQuery(pending.redirectUri, { error: 'access_denied', state: pending.state }))
}

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
