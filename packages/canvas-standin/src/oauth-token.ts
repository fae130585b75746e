import { checkBearer, createGrant, refreshGrant, revokeGrant } from './grants.ts'
import { readParams, sendBearerError, sendJson, type Exchange } from './http-util.ts'
import type { OAuthContext } from './oauth-context.ts'
import type { GrantRecord, UserRecord } from './types.ts'

/**
 * `login/oauth2/token` (Canvas docs "OAuth2 Endpoints"): the code exchange and the
 * refresh (POST), and the end of a grant (DELETE), with Canvas's error bodies.
 */
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

export async function token(ctx: OAuthContext, ex: Exchange): Promise<void> {
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
export function deleteToken(ctx: OAuthContext, ex: Exchange): void {
  const check = checkBearer(ctx.store, ex.req.headers.authorization)
  if (check.kind === 'invalid') return sendBearerError(ex.res, 'Invalid access token.')
  revokeGrant(ctx.store, check.grant)
  sendJson(ex.res, 200, {})
}

/** Answers the OAuth routes; false when the path is not one of them. */
