/**
 * The web app's server entry (decision 075): the first HTML of a page, rendered by React on
 * the server with the same routes, loaders, contracts and calls as the browser. Built by
 * `vite build --ssr` into dist-ssr/; the server loads it at start (platform/http/spa.ts).
 * The browser entry, main.tsx, hydrates what this renders.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import {
  DEFAULT_SCHOOL_TIME_ZONE,
  type ApiCall,
  type PageAnswer,
  type PageRequest,
} from '@quad/shared'
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  matchQuery,
  type QueryClient,
} from '@tanstack/react-query'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { text } from 'node:stream/consumers'
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router'
import { plainText, sanitizeRichText } from '@quad/shared/rich-text'
import { AppView } from './app/app-view.tsx'
import { appRoutes, routerContext } from './app/router.ts'
import type { RouteHandle } from './app/routes/route-handle.ts'
import { pageTitle } from './app/use-page-title.ts'
import { isHttpError, setTransport } from './lib/http/http.ts'
import { setSessionTokensSource, type SessionTokens } from './lib/http/session-tokens.ts'
import { authKeys } from './lib/session/session.ts'
import { setServerPostSanitizer } from './features/feed/index.ts'
import { studentProfileHref } from './lib/app-links.ts'
import { createQueryClient } from './lib/query-client.ts'
import { schoolQuery } from './lib/school/school.ts'
import { serverDocument } from './lib/ssr/document.ts'
import { guessPhone, setPhoneGuessSource } from './lib/ssr/phone-guess.ts'
import { setRenderClockSource } from './lib/ssr/render-clock.ts'
import { setDeviceTimeZoneSource } from './lib/time-zones.ts'
import type { ServerState } from './lib/ssr/server-state.ts'

/** Each render's reads go out as its own visitor, with its own tokens: one store per request. */
const visitor = new AsyncLocalStorage<Visitor>()

interface Visitor {
  page: PageRequest
  tokens: SessionTokens
  /**
   * The zone the visitor's browser named (its cookie); until it has, the school's, where
   * most of its students are (a browser elsewhere draws the page anew: main.tsx).
   */
  zone: string | null
  /** Whether the render drew anything in the visitor's zone (a date, a time). */
  zoneUsed: boolean
  /** Whether to draw a phone's layout (lib/ssr/phone-guess.ts). */
  phone: boolean
  /** When the render started: what it draws from the clock is drawn at it (render-clock.ts). */
  now: number
}

setSessionTokensSource(() => {
  const tokens = visitor.getStore()?.tokens
  if (!tokens) throw new Error('the server holds a session’s tokens only while it renders a page')
  return tokens
})

setPhoneGuessSource(() => visitor.getStore()?.phone ?? false)
setRenderClockSource(() => visitor.getStore()?.now ?? Date.now())
setDeviceTimeZoneSource(() => {
  const store = visitor.getStore()
  if (!store) return DEFAULT_SCHOOL_TIME_ZONE
  store.zoneUsed = true
  return store.zone ?? DEFAULT_SCHOOL_TIME_ZONE
})

setTransport(async (path, init) => {
  const page = visitor.getStore()?.page
  if (!page) throw new Error(`${path}: the server reads the API only while it renders a page`)
  if ((init.method ?? 'GET') !== 'GET') throw new Error(`${path}: a page renders from reads only`)
  const answer = await page.api({ path, headers: callHeaders(init.headers) })
  // A 204 or 304 carries no body (the Response constructor refuses one).
  const body = [204, 304].includes(answer.status) ? null : answer.body
  return new Response(body, { status: answer.status, headers: answer.headers })
})

// A post's body as the browser would draw it, with no DOM here (features/feed/sanitize-post.ts).
setServerPostSanitizer((html) => ({
  html: sanitizeRichText(html, { mentionHref: studentProfileHref }),
  text: plainText(html),
}))

function callHeaders(headers: RequestInit['headers']): ApiCall['headers'] {
  return Object.fromEntries(new Headers(headers).entries())
}

const handler = createStaticHandler(appRoutes)

/** True when the page the URL opens has declared itself ready for the server (route-handle.ts). */
function isServerRendered(url: URL): boolean {
  const matches = matchRoutes(appRoutes, url.pathname) ?? []
  const handle = matches.map((match) => match.route.handle as RouteHandle | undefined).at(-1)
  return handle?.serverRendered === true
}

export async function renderPage(page: PageRequest): Promise<PageAnswer> {
  const tokens: SessionTokens = { csrf: null, jwt: null, refreshing: null }
  const phone = guessPhone(page.headers)
  const store: Visitor = {
    page,
    tokens,
    zone: page.timeZone ?? null,
    zoneUsed: false,
    phone,
    now: Date.now(),
  }
  return visitor.run(store, () => answer(page))
}

async function answer(page: PageRequest): Promise<PageAnswer> {
  const url = new URL(page.url)
  const rendered = isServerRendered(url)
  const queryClient = createQueryClient()
  const request = new Request(url, { headers: page.headers })
  let document: PageAnswer = { kind: 'shell' }
  // The route guards (middleware) run for every page, so a signed-out visitor to a
  // members-only page is sent to sign in by the server; loaders run only for a rendered one.
  const response = await handler.query(request, {
    requestContext: routerContext(queryClient)(),
    filterMatchesToLoad: () => rendered,
    generateMiddlewareResponse: async (query) => {
      const context = await query(request)
      if (context instanceof Response) return context
      if (rendered) document = await renderDocument(page.template, context, queryClient)
      return new Response(null, { status: 204 })
    },
  })
  // With generateMiddlewareResponse, query answers a Response (typed as either).
  if (!(response instanceof Response)) return document
  const location = response.headers.get('location')
  if (response.status >= 300 && response.status < 400 && location) {
    return { kind: 'redirect', status: response.status, location }
  }
  return document
}

async function renderDocument(
  template: string,
  context: StaticHandlerContext,
  queryClient: QueryClient,
): Promise<PageAnswer> {
  const school = queryClient.getQueryData(schoolQuery.queryKey)
  // Without the school (its call failed), or on a route error, the browser renders the page
  // as before: it shows the error and its retry. A render that threw comes back here as a
  // route error too (React Router renders the error boundary instead): said as a failure.
  if (!school || context.errors) {
    // An API's refusal (a 4xx: a section switched off, a club that is gone, no access) is
    // what the page shows in the browser, no failure of this render: only the rest is said.
    const thrown = Object.values(context.errors ?? {}).find(
      (error) => error instanceof Error && !(isHttpError(error) && error.status < 500),
    )
    return thrown ? { kind: 'shell', failure: describe(thrown) } : { kind: 'shell' }
  }
  const store = visitor.getStore()
  if (store) store.zone ??= school.time_zone
  const router = createStaticRouter(handler.dataRoutes, context)
  // Every suspended part rendered whole, as the browser's first render will draw it.
  // A part that fails here would be left to the browser, and the page would not match its
  // HTML: any error sends the shell instead, and says why.
  const failures: unknown[] = []
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppView queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppView>
    </StrictMode>,
    {
      onError: (error) => void failures.push(error),
      // Every boundary in place: React outlines a large one (~12 KB, the composer's form)
      // to be moved in by an inline script, which the page's CSP does not run.
      progressiveChunkSize: Infinity,
    },
  )
  const app = await text(prelude)
  if (failures.length > 0) return { kind: 'shell', failure: describe(failures[0]) }
  const title = pageTitle(
    context.matches.map((match) => match.route),
    null,
    school.name,
  )
  const state: ServerState = {
    router: { loaderData: context.loaderData, actionData: context.actionData },
    // The session's tokens stay on the server: the browser asks for its own (decision 075).
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        defaultShouldDehydrateQuery(query) && !matchQuery({ queryKey: authKeys.tokens }, query),
    }),
    phone: store?.phone ?? false,
    zone: store?.zoneUsed ? store.zone : null,
    now: store?.now ?? Date.now(),
  }
  return {
    kind: 'document',
    status: context.statusCode,
    html: serverDocument(template, { title, school }, app, state),
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error)
}
