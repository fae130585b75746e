import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as client from 'openid-client'
import * as z from 'zod/mini'
import { safeRedirectPath } from '@quad/shared'
import type { ModuleContext } from '../../../platform/module.ts'
import { requireSchool } from '../../../platform/tenancy/tenancy.plugin.ts'
import { mapClaims } from '../sso-accounts.ts'
import { finishSsoSignIn, refuseSsoSignIn } from '../sso-finish.ts'
import { providerOf, type SsoProvider } from '../sso-provider.ts'
import { clientSecretOf, SSO_PATHS } from '../sso-settings.ts'
import { refusalOf } from './oidc-callback.ts'
import { oidcDiscovery } from './oidc-discovery.ts'
import {
  clearStateCookie,
  consumeRoundTrip,
  setStateCookie,
  STATE_COOKIE,
  storeRoundTrip,
} from './oidc-state.ts'

const StartQuery = z.object({ redirect: z.optional(z.string().check(z.maxLength(2000))) })
/** Whatever the provider (or someone hostile) sends back: each read defensively below. */
const CallbackQuery = z.record(z.string(), z.unknown())

type OidcProvider = Extract<SsoProvider, { protocol: 'oidc' }>

/**
 * OpenID Connect sign-in (issue 18 item 1, decision 053): the authorization code flow
 * with PKCE (S256), state and nonce, against the school's discovered issuer.
 */
export function oidcRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  const discovery = oidcDiscovery(ctx.outbound)

  /** The school's enabled OIDC provider and its discovered configuration, or null. */
  const setup = async (request: FastifyRequest) => {
    const school = requireSchool(request)
    const provider = await providerOf(db, school.id, { enabledOnly: true })
    if (provider?.protocol !== 'oidc') return null
    const secret = await clientSecretOf(ctx, db, school.id)
    if (!secret) return null
    const configuration = await discovery
      .configurationFor(school.id, provider.config, secret)
      .catch((error: unknown) => {
        request.log.warn({ err: error, school: school.code }, 'OIDC discovery failed')
        return null
      })
    return configuration && { school, provider: provider as OidcProvider, configuration }
  }
  const redirectUri = (request: FastifyRequest) => {
    const school = requireSchool(request)
    const origin = ctx.mail?.originOf(school.code) ?? `${request.protocol}://${request.host}`
    return `${origin}${SSO_PATHS.oidcCallback}`
  }

  r.get(
    SSO_PATHS.oidcStart,
    { schema: { tags: ['auth'], querystring: StartQuery } },
    async (request, reply) => {
      const found = await setup(request)
      if (!found) return refuseSsoSignIn(reply, 'not_configured')
      const { provider, configuration } = found
      const state = client.randomState()
      const nonce = client.randomNonce()
      const verifier = client.randomPKCECodeVerifier()
      const redirect = safeRedirectPath(request.query.redirect ?? '/')
      await storeRoundTrip(db, provider.id, state, { nonce, verifier, redirect })
      setStateCookie(request, reply, state)
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri(request),
        scope: ['openid', 'email', 'profile', ...(provider.config.scopes ?? [])].join(' '),
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      })
      return reply.redirect(url.href, 303)
    },
  )

  r.get(
    SSO_PATHS.oidcCallback,
    { schema: { tags: ['auth'], querystring: CallbackQuery } },
    async (request, reply) => callback(request, reply),
  )

  async function callback(request: FastifyRequest, reply: FastifyReply) {
    const query = request.query as Record<string, unknown>
    const cookieState = request.cookies[STATE_COOKIE]
    clearStateCookie(request, reply)
    if (query.error === 'access_denied') return refuseSsoSignIn(reply, 'cancelled')
    const found = await setup(request)
    if (!found) return refuseSsoSignIn(reply, 'not_configured')
    const { school, provider, configuration } = found
    if (typeof query.state !== 'string' || query.state === '') {
      return refuseSsoSignIn(reply, 'invalid_response')
    }
    const check = await consumeRoundTrip(db, provider.id, query.state, cookieState)
    if (!check.ok) return refuseSsoSignIn(reply, check.code)
    const current = new URL(redirectUri(request))
    for (const [name, value] of Object.entries(query)) {
      if (typeof value === 'string') current.searchParams.set(name, value)
    }
    let claims: client.IDToken | undefined
    try {
      const tokens = await client.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: check.trip.verifier,
        expectedState: query.state,
        expectedNonce: check.trip.nonce,
        idTokenExpected: true,
      })
      claims = tokens.claims()
    } catch (error) {
      const code = refusalOf(error)
      request.log.warn({ err: error, school: school.code, code }, 'OIDC sign-in refused')
      if (code === 'invalid_response' || code === 'tampered') discovery.forget(school.id)
      return refuseSsoSignIn(reply, code)
    }
    if (!claims) return refuseSsoSignIn(reply, 'invalid_response')
    const verified = claims.email_verified === true
    const mapped = mapClaims(claims, provider.attributeMap, claims.sub, verified)
    return finishSsoSignIn(request, reply, ctx, school, provider, mapped, check.trip.redirect)
  }
}
