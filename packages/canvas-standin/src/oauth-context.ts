import type { Store } from './store.ts'
import type { StandinClient } from './types.ts'

/** What the OAuth2 endpoints (`oauth.ts`, `oauth-token.ts`) share. */
export interface OAuthContext {
  store: Store
  clients: StandinClient[]
  accessTokenTtlSeconds: number
  /** Logged-in, not yet authorized requests, by a random id carried in the confirm form. */
  pending: Map<string, PendingAuthorization>
}

export interface PendingAuthorization {
  userId: number
  clientId: string
  redirectUri: string
  state: string
  scopes: string[]
  expiresAt: number
}

export const standinPassword = 'canvas-demo'
/** Canvas's codes live 10 minutes and work once. */
export const codeTtlMs = 10 * 60 * 1000
