import { hydrate, type QueryClient } from '@tanstack/react-query'
import { matchRoutes } from 'react-router'
import { sessionTokens } from '../lib/http/session-tokens.ts'
import { createQueryClient } from '../lib/query-client.ts'
import { authTokensQuery, cachedCurrentUser } from '../lib/session/session.ts'
import type { ServerState } from '../lib/ssr/server-state.ts'
import { setPhoneGuessSource } from '../lib/ssr/phone-guess.ts'
import { drawAtServerTime } from '../lib/ssr/render-clock.ts'
import { prefetchStartup } from '../lib/startup-prefetch.ts'
import { RoutedAppView, connectClients } from './app-view.tsx'
import { appRoutes, createAppRouter } from './router.ts'

/**
 * The app in the browser: one QueryClient and one data router, created once, outside React,
 * as the data router requires. A page the server rendered (decision 075) starts from the
 * server's state, its route modules loaded first, so the first render matches its HTML; the
 * calls the state does not answer start at once (decision 062).
 */
export async function createApp(server: ServerState | null) {
  const queryClient = createQueryClient()
  if (server) {
    hydrate(queryClient, server.queries)
    setPhoneGuessSource(() => server.phone)
    drawAtServerTime(server.now)
  }
  // What the server's state holds is not asked again (fresh in the cache); the rest, such as
  // a signed-in visitor's CSRF token, is asked for at once, as on any start.
  prefetchStartup(queryClient)
  if (server) {
    tokensFirst(queryClient)
    await loadMatchedModules(new URL(window.location.href))
  }
  const router = createAppRouter(queryClient, undefined, {
    hydrationData: server ? server.router : undefined,
  })
  connectClients(queryClient, router)
  return <RoutedAppView queryClient={queryClient} router={router} />
}

/**
 * The server kept the session's tokens (decision 075), and the page's loaders, which asked
 * for them, do not run again here: the page hydrates at once, and its reads of the bearer
 * API wait for the browser's own tokens as for a refresh in flight (bearer-client.ts). A
 * failure is left to those reads, which show their errors.
 */
function tokensFirst(queryClient: QueryClient): void {
  if (!cachedCurrentUser(queryClient)) return
  const held = sessionTokens()
  if (held.refreshing) return
  const refreshing = queryClient
    .ensureQueryData(authTokensQuery)
    .then(({ jwt }) => jwt)
    .finally(() => {
      held.refreshing = null
    })
  held.refreshing = refreshing
  void refreshing.catch(() => undefined)
}

/**
 * A lazy route would render its fallback until its module arrived, unlike the server's
 * HTML: load the matched modules first and keep them on the route objects.
 */
async function loadMatchedModules(url: URL): Promise<void> {
  const matches = matchRoutes(appRoutes, url.pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const module = await route.lazy()
      Object.assign(route, module, { lazy: undefined })
    }),
  )
}
