/** The tokens of the session this client holds (spec 7), and a JWT refresh in flight. */
export interface SessionTokens {
  /** Sent by the session client with every state change. */
  csrf: string | null
  /** Sent by the bearer client to /api/v1/. */
  jwt: string | null
  refreshing: Promise<string> | null
}

const browser: SessionTokens = { csrf: null, jwt: null, refreshing: null }
let current: () => SessionTokens = () => browser

/**
 * Where the tokens are kept: one set in the browser; one per page request in the server's
 * render (decision 075), so two visitors rendered at once never share a token.
 */
export function setSessionTokensSource(source: () => SessionTokens): void {
  current = source
}

export function sessionTokens(): SessionTokens {
  return current()
}
