import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type Configuration } from 'oidc-provider'

/**
 * A real OpenID provider (`oidc-provider`) on loopback for the SSO tests (issue 18): one
 * confidential client, and an interaction that signs in whichever account the test chose
 * with `signInAs` (or refuses, as a student pressing "cancel" would) with no form.
 */
export interface TestAccount {
  sub: string
  email: string
  email_verified: boolean
  given_name?: string
  family_name?: string
  account_type?: string
  graduation_year?: number
}

export interface TestIdp {
  issuer: string
  client: { clientId: string; clientSecret: string }
  /** The account the next sign-in is, or 'cancel' to answer access_denied. */
  signInAs(account: TestAccount | 'cancel'): void
  close(): Promise<void>
}

export async function startTestIdp(options: {
  port?: number
  redirectUris: string[]
  client?: { clientId: string; clientSecret: string }
}): Promise<TestIdp> {
  const client = options.client ?? {
    clientId: 'quad-test',
    clientSecret: 'quad-test-secret-0123456789',
  }
  let next: TestAccount | 'cancel' = 'cancel'
  const accounts = new Map<string, TestAccount>()
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`
  const configuration: Configuration = {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'account_type', 'graduation_year'],
    },
    // Claims in the ID token itself, as schools' providers send them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub)
      return account && { accountId: sub, claims: () => ({ ...account }) }
    },
    // No consent screen: the school's own client is trusted with the scopes it asks.
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session
      if (!session?.accountId || !ctx.oidc.client) return undefined
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: session.accountId,
      })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  }
  const provider = new Provider(issuer, configuration)
  const callback = provider.callback()
  server.on('request', (request, response) => {
    if (!request.url?.startsWith('/interaction/')) return void callback(request, response)
    void (async () => {
      await provider.interactionDetails(request, response)
      const result =
        next === 'cancel'
          ? { error: 'access_denied', error_description: 'The student cancelled' }
          : { login: { accountId: next.sub } }
      if (next !== 'cancel') accounts.set(next.sub, next)
      await provider.interactionFinished(request, response, result, {
        mergeWithLastSubmission: false,
      })
    })().catch((error: unknown) => {
      response.statusCode = 500
      response.end(String(error))
    })
  })
  return {
    issuer,
    client,
    signInAs: (account) => {
      next = account
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
