import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  isTimeZone,
  type ApiAnswer,
  type ApiCall,
  type PageAnswer,
  type RenderPage,
} from '@quad/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * The web app's server entry, built into its browser build's `.ssr/` (`vite build --ssr`),
 * which the static files never serve (a dot directory, like `.vite/`).
 */
export function pageRendererPath(webDist: string): string {
  return path.join(webDist, '.ssr', 'entry-server.js')
}

/**
 * The web app's page render (decision 075), or null without an SSR build: pages then go as
 * the shell, rendered in the browser. Loaded once, at start.
 */
export async function loadPageRenderer(webDist: string): Promise<RenderPage | null> {
  const file = pageRendererPath(webDist)
  if (!existsSync(file)) return null
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage }
  if (typeof module.renderPage !== 'function') {
    throw new Error(`${file} does not export renderPage: rebuild the web app`)
  }
  return module.renderPage
}

/** The cookie in which the visitor's browser names its zone (apps/web lib/ssr/zone-cookie.ts). */
const ZONE_COOKIE = 'quad_tz'

/** Headers of the visitor's request the render's router may read (the rest stay here). */
const PAGE_HEADERS = ['accept-language', 'user-agent', 'sec-ch-ua-mobile'] as const
/** Headers every API read carries from the visitor: who they are and where they are. */
const VISITOR_HEADERS = ['cookie', 'host', 'accept-language', 'user-agent', 'x-forwarded-proto']

/**
 * A page request answered by the render: the document, a redirect, or the shell. Its API
 * reads go through this server's own routes by `inject` (rate limits, school, session and
 * privacy as for the browser's calls), from the visitor's address; any cookie those answers
 * set (a session refreshed) goes back on the page's answer.
 */
export async function renderPageFor(
  app: FastifyInstance,
  request: FastifyRequest,
  render: RenderPage,
  template: string,
): Promise<{ answer: PageAnswer; cookies: string[] }> {
  const cookies: string[] = []
  const url = `${request.protocol}://${request.host}${request.url}`
  const headers = pick(request, PAGE_HEADERS)
  const api = async (call: ApiCall): Promise<ApiAnswer> => {
    const response = await app.inject({
      method: 'GET',
      url: call.path,
      headers: { ...call.headers, ...pick(request, VISITOR_HEADERS) },
      remoteAddress: request.ip,
    })
    const set = response.headers['set-cookie']
    if (set) cookies.push(...(Array.isArray(set) ? set : [set]))
    return {
      status: response.statusCode,
      headers: flatHeaders(response.headers),
      body: response.body,
    }
  }
  const zone = request.cookies[ZONE_COOKIE]
  const timeZone = zone && isTimeZone(zone) ? zone : undefined
  const answer = await render({ url, headers, template, api, ...(timeZone && { timeZone }) })
  return { answer, cookies }
}

function pick(request: FastifyRequest, names: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {}
  for (const name of names) {
    const value = request.headers[name]
    if (typeof value === 'string') picked[name] = value
  }
  return picked
}

function flatHeaders(headers: Record<string, unknown>): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'set-cookie' || value === undefined) continue
    flat[name] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  return flat
}
