import { LmsError, LmsGrantError, type LmsFetch } from '../lms-provider.ts'
import { unreachable } from './canvas-oauth.ts'

/**
 * Canvas's REST conventions, in one place (Canvas docs "Pagination", "Throttling",
 * "OAuth2": Storing Tokens): paging by the `Link` header, the per-token leaky bucket,
 * and which 401 means "the grant is gone". The token travels in the Authorization
 * header only and appears in no message.
 */
export interface CanvasHttpOptions {
  /** Each request's limit; Canvas pages are small, so a slow one means trouble. */
  timeoutMs: number
  /** Retries of a throttled (403 Rate Limit Exceeded, or 429) request. */
  maxRetries: number
  /** The first retry waits this long, each next one twice as long. */
  retryBaseMs: number
  /** Below this `X-Rate-Limit-Remaining`, the client pauses before its next request… */
  lowRemaining: number
  /** …for up to this long, longer the emptier the bucket. */
  maxSlowdownMs: number
  perPage: number
  /** A guard against a `next` link that never ends. */
  maxPages: number
}

export const defaultCanvasHttpOptions: CanvasHttpOptions = {
  timeoutMs: 15_000,
  maxRetries: 3,
  retryBaseMs: 1_000,
  // Canvas's bucket holds 700 by default (docs "Throttling"); a sync that keeps to one
  // request at a time rarely gets near 100 left.
  lowRemaining: 100,
  maxSlowdownMs: 2_000,
  perPage: 100,
  maxPages: 200,
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The `rel="next"` URL of a Canvas `Link` header, if any. */
export function nextLink(header: string | null): string | null {
  for (const part of (header ?? '').split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part)
    if (match && /\brel="?next"?/.test(match[2] ?? '')) return match[1] ?? null
  }
  return null
}

function isThrottled(status: number, body: string): boolean {
  return status === 429 || (status === 403 && body.includes('Rate Limit Exceeded'))
}

function parseJson(text: string, url: URL): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new LmsError(`Canvas answered something other than JSON to GET ${url.pathname}`, 200)
  }
}

export interface CanvasHttp {
  /** Every page of a list, following `rel="next"` only (the links are opaque). */
  getAll(path: string, query?: URLSearchParams): Promise<unknown[]>
}

/** A page of 100 assignments with their descriptions can be large; more is not a page. */
const maxPageBytes = 20 * 1024 * 1024

export function createCanvasHttp(
  fetch: LmsFetch,
  baseUrl: string,
  accessToken: string,
  options: CanvasHttpOptions = defaultCanvasHttpOptions,
): CanvasHttp {
  const origin = new URL(baseUrl).origin
  let pauseMs = 0

  /** One request, its body read within the same time limit. */
  async function fetchOnce(url: URL): Promise<{ response: Response; text: string }> {
    try {
      const response = await fetch(
        url,
        {
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
          redirect: 'error',
        },
        { timeoutMs: options.timeoutMs, maxBytes: maxPageBytes },
      )
      return { response, text: await response.text() }
    } catch (error) {
      throw new LmsError(`Canvas ${unreachable(error)} (GET ${url.pathname})`, 0)
    }
  }

  /** Slows down as the bucket empties, so a long sync stays clear of the 403. */
  function notePressure(response: Response): void {
    const remaining = Number(response.headers.get('x-rate-limit-remaining'))
    const known = response.headers.has('x-rate-limit-remaining') && Number.isFinite(remaining)
    if (!known || remaining >= options.lowRemaining) {
      pauseMs = 0
      return
    }
    const emptiness = 1 - Math.max(0, remaining) / options.lowRemaining
    pauseMs = Math.ceil(options.maxSlowdownMs * emptiness)
  }

  async function request(url: URL): Promise<{ body: unknown; link: string | null }> {
    // Never send the student's token anywhere but their school's Canvas.
    if (url.origin !== origin) throw new LmsError(`Canvas linked outside itself (${url.origin})`, 0)
    for (let attempt = 0; ; attempt += 1) {
      if (pauseMs > 0) await sleep(pauseMs)
      const { response, text } = await fetchOnce(url)
      notePressure(response)
      if (response.ok) return { body: parseJson(text, url), link: response.headers.get('link') }
      if (isThrottled(response.status, text) && attempt < options.maxRetries) {
        await sleep(options.retryBaseMs * 2 ** attempt)
        continue
      }
      // A 401 with WWW-Authenticate is the token itself refused (revoked, expired,
      // deleted); without it, the student may simply not see that resource.
      if (response.status === 401 && response.headers.has('www-authenticate')) {
        throw new LmsGrantError(`Canvas refused the student's token (GET ${url.pathname})`)
      }
      throw new LmsError(
        `Canvas answered ${response.status} to GET ${url.pathname}`,
        response.status,
      )
    }
  }

  function urlOf(path: string, query: URLSearchParams | undefined): URL {
    const url = new URL(path, origin)
    for (const [key, value] of query ?? []) url.searchParams.append(key, value)
    return url
  }

  return {
    async getAll(path, query) {
      const first = urlOf(path, query)
      first.searchParams.set('per_page', String(options.perPage))
      const rows: unknown[] = []
      let next: string | null = first.toString()
      for (let pages = 0; next; pages += 1) {
        if (pages === options.maxPages)
          throw new LmsError(`Canvas paged past ${options.maxPages} pages (GET ${path})`, 0)
        const page = await request(new URL(next))
        if (!Array.isArray(page.body))
          throw new LmsError(`Canvas answered a non-list to GET ${path}`, 200)
        rows.push(...page.body)
        next = nextLink(page.link)
      }
      return rows
    },
  }
}
