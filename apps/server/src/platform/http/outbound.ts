import dns from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'
import { Agent, fetch as undiciFetch, type RequestInit as UndiciInit } from 'undici'
import { fieldError } from '../errors.ts'

/**
 * The one way Quad fetches a URL a person typed (issue 30 security 2): an OIDC issuer and
 * the endpoints it discovers, a school's Canvas, and every later one (link previews). The
 * server's own network — loopback, private, link-local (cloud metadata), CGNAT, unique
 * local, and every other address that is not public unicast — is refused after DNS
 * resolution, at the moment of connecting (so a name that resolves to a public address when
 * checked and to 127.0.0.1 when used is still refused), and again on every redirect. Plain
 * http is refused in production; each request has a time limit and its answer a size cap.
 *
 * Development and tests reach their own stand-ins (an identity provider, Canvas) on
 * loopback only through hosts named explicitly (`OUTBOUND_ALLOW_HOSTS`, never in production).
 */
export interface OutboundPolicy {
  /** Production: only https. */
  httpsOnly: boolean
  /** `host` or `host:port` entries reached without the address check (never in production). */
  allowedHosts: readonly string[]
  /** Each request, headers and body read included. */
  timeoutMs?: number
  /** The largest answer body read. */
  maxBytes?: number
  /** Redirects followed (each checked again) when the caller follows them. */
  maxRedirects?: number
}

/** One request's own limits, where the policy's defaults do not suit (a large API page). */
export interface OutboundLimits {
  timeoutMs?: number
  maxBytes?: number
}

export interface Outbound {
  /**
   * `fetch` for a URL a person typed. `redirect: 'error'` refuses any redirect, `'manual'`
   * returns it; by default up to `maxRedirects` are followed, each checked. Throws
   * `OutboundRefused` for a refused address, scheme, size or time.
   */
  fetch(url: string | URL, init?: RequestInit, limits?: OutboundLimits): Promise<Response>
  /**
   * Why `url` may not be fetched (for a form's 400), or null when it may: its scheme, an
   * address literal, or what its name resolves to now (a name that does not resolve passes).
   */
  check(url: string): Promise<string | null>
}

/** A refused outbound request; the message says why, in words an admin can act on. */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused'
}

const DEFAULT_TIMEOUT_MS = 15_000
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024
const DEFAULT_MAX_REDIRECTS = 5

/** What an address is, when it is not a public one: "a loopback address". */
function nonPublicKind(address: string): string | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6
  try {
    // IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
    parsed = ipaddr.process(address)
  } catch {
    return 'an unreadable address'
  }
  const range = parsed.range()
  if (range === 'unicast') return null
  const words: Record<string, string> = {
    loopback: 'a loopback address',
    private: 'a private address',
    linkLocal: 'a link-local address (cloud metadata lives there)',
    carrierGradeNat: 'a carrier-grade NAT address',
    uniqueLocal: 'a private (unique local) address',
    unspecified: 'the unspecified address',
  }
  return words[range] ?? `a reserved address (${range})`
}

/** What the first non-public address of a name's answer is, or null when all are public. */
const firstNonPublic = (addresses: readonly dns.LookupAddress[]): string | null =>
  addresses.map((a) => nonPublicKind(a.address)).find((kind) => kind !== null) ?? null

const stripBrackets = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1')

/** Refuses at connect time any name that resolves to a non-public address. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) {
      callback(error, '', 4)
      return
    }
    const refused = firstNonPublic(addresses)
    const first = addresses[0]
    if (refused || !first) {
      const reason = refused ?? 'no address'
      callback(new OutboundRefused(`${hostname} resolves to ${reason}`), '', 4)
      return
    }
    if (options.all) (callback as (e: null, a: dns.LookupAddress[]) => void)(null, addresses)
    else callback(null, first.address, first.family)
  })
}

const guardedAgent = new Agent({ connect: { lookup: guardedLookup } })
const plainAgent = new Agent()

export function createOutbound(policy: OutboundPolicy): Outbound {
  const policyTimeoutMs = policy.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const policyMaxBytes = policy.maxBytes ?? DEFAULT_MAX_BYTES
  const maxRedirects = policy.maxRedirects ?? DEFAULT_MAX_REDIRECTS
  const allowed = new Set(policy.allowedHosts.map((h) => h.toLowerCase()))
  const isAllowed = (url: URL) => allowed.has(url.host) || allowed.has(url.hostname)

  /** What is wrong with the URL itself, before any DNS: scheme, an address literal. */
  function refusalOf(url: URL): string | null {
    if (isAllowed(url)) return null
    if (url.protocol !== 'https:' && (policy.httpsOnly || url.protocol !== 'http:')) {
      return policy.httpsOnly ? 'must be an https:// address' : 'must be an http(s) address'
    }
    if (url.username || url.password) return 'must not carry a user name or password'
    const host = stripBrackets(url.hostname)
    if (isIP(host)) {
      const kind = nonPublicKind(host)
      return kind && `is ${kind}, which Quad does not fetch`
    }
    return null
  }

  async function fetchOnce(
    url: URL,
    init: RequestInit,
    signal: AbortSignal,
    timeoutMs: number,
  ): Promise<Response> {
    const refused = refusalOf(url)
    if (refused) throw new OutboundRefused(`${url.origin} ${refused}`)
    try {
      const response = await undiciFetch(url, {
        ...(init as UndiciInit),
        redirect: 'manual',
        signal,
        dispatcher: isAllowed(url) ? plainAgent : guardedAgent,
      })
      return response as unknown as Response
    } catch (error) {
      const cause = causeChain(error).find((e) => e instanceof OutboundRefused)
      if (cause) throw cause
      if (signal.aborted) {
        throw new OutboundRefused(`${url.origin} did not answer within ${String(timeoutMs)} ms`)
      }
      throw error
    }
  }

  return {
    async fetch(input, init = {}, limits = {}) {
      const timeoutMs = limits.timeoutMs ?? policyTimeoutMs
      const maxBytes = limits.maxBytes ?? policyMaxBytes
      const signal = AbortSignal.any([
        AbortSignal.timeout(timeoutMs),
        ...(init.signal ? [init.signal] : []),
      ])
      let url = new URL(input)
      let current = init
      for (let hops = 0; ; hops += 1) {
        const response = await fetchOnce(url, current, signal, timeoutMs)
        const location = response.headers.get('location')
        if (!isRedirect(response.status) || !location || init.redirect === 'manual') {
          return capped(response, maxBytes, url)
        }
        await response.body?.cancel()
        if (init.redirect === 'error') {
          throw new OutboundRefused(`${url.origin} redirected, which this request does not follow`)
        }
        if (hops === maxRedirects) {
          throw new OutboundRefused(
            `${url.origin} redirected more than ${String(maxRedirects)} times`,
          )
        }
        url = new URL(location, url)
        // 303, and 301/302 after a POST, continue as a GET without a body (Fetch standard).
        const asGet =
          response.status === 303 ||
          ((response.status === 301 || response.status === 302) && current.method === 'POST')
        if (asGet) current = { ...current, method: 'GET', body: null }
      }
    },

    async check(text) {
      let url: URL
      try {
        url = new URL(text)
      } catch {
        return 'must be a full address (https://…)'
      }
      const refused = refusalOf(url)
      if (refused || isAllowed(url) || isIP(stripBrackets(url.hostname))) return refused
      try {
        const addresses = await dns.promises.lookup(url.hostname, { all: true })
        const kind = firstNonPublic(addresses)
        return kind ? `resolves to ${kind}, which Quad does not fetch` : null
      } catch {
        // Not resolvable from here (yet): allowed to be saved, since every fetch is checked
        // again at connect time, and a school may save its settings before its DNS is live.
        return null
      }
    },
  }
}

/**
 * A typed address checked when an admin saves it: a 400 naming the field and why ("body.oidc
 * .issuer: resolves to a loopback address, which Quad does not fetch"). Each later fetch is
 * checked again, since what a name resolves to can change.
 */
export async function requireFetchable(
  outbound: Outbound,
  field: string,
  url: string,
): Promise<void> {
  const refused = await outbound.check(url)
  if (refused) throw fieldError(field, refused)
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status)

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = []
  for (let e = error; e instanceof Error && chain.length < 5; e = e.cause) chain.push(e)
  return chain
}

/**
 * The answer as the platform's own `Response` (libraries check `instanceof Response`),
 * its body cut off with an error beyond `maxBytes`, its `url` the last hop's.
 */
function capped(response: Response, maxBytes: number, url: URL): Response {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    void response.body?.cancel()
    throw new OutboundRefused(`${url.origin} answered more than ${String(maxBytes)} bytes`)
  }
  let seen = 0
  const limit = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength
      if (seen > maxBytes) {
        controller.error(
          new OutboundRefused(`${url.origin} answered more than ${String(maxBytes)} bytes`),
        )
        return
      }
      controller.enqueue(chunk)
    },
  })
  const body = response.body ? response.body.pipeThrough(limit) : null
  const nullBody = [101, 204, 205, 304].includes(response.status)
  const wrapped = new Response(nullBody ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
  // As fetch's own: the address it answered from, after redirects (a page's relative links).
  Object.defineProperty(wrapped, 'url', { value: url.href })
  return wrapped
}
