import type { FastifyInstance } from 'fastify'
import cors from '@fastify/cors'
import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'
import type { AnalyticsConfig } from '@quad/shared'
import type { ResponseHook } from './response-hooks.ts'

/**
 * Powerful features (issue 12 item 7): the camera and the microphone for Quad's own pages
 * only (check-in scans a code with the phone camera; a voice note records from the
 * microphone, issue 35 item 8; a host page must still grant them with `allow="camera;
 * microphone"`), everything else Quad never uses denied, framed or not.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  ...[
    'accelerometer',
    'autoplay',
    'bluetooth',
    'browsing-topics',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ')

/**
 * Photos and chat files: personal data behind a session or bearer token, under ids that
 * never change content. `private` keeps them out of every shared cache; a day (not a
 * year) bounds how long a removed photo or a left conversation's file stays readable
 * from a shared computer's browser cache, while a student scrolling the directory
 * fetches each picture at most once a day.
 */
export const PRIVATE_MEDIA_CACHE = 'private, max-age=86400, immutable'

/**
 * Answers that carry tokens or personal data (issue 12 item 7): every API answer, the
 * unsubscribe pages and the development outbox. A route that means to be cached says
 * so itself (the public app config, private photos and files) and is left alone.
 */
const PRIVATE_PREFIXES = ['/api/v1/', '/mobile_ws/', '/email/', '/dev/']
const isPrivateAnswer = (url: string) => PRIVATE_PREFIXES.some((prefix) => url.startsWith(prefix))

/** The LMS connect and callback redirects, and the page the callback lands on (`?lms=`). */
const OAUTH_WINDOW_PAGE = /^\/api\/v1\/integrations\/lms\/(connect|callback)(\?|$)|[?&]lms=/
// Both alternatives name `lms`: most URLs are let go without running the expression (P4).
const isOAuthWindowPage = (url: string) => url.includes('lms') && OAUTH_WINDOW_PAGE.test(url)

/**
 * An API answer (JSON): the hot path, never a page. Anything else — a page, a redirect a
 * navigation follows, a file — keeps the whole set.
 */
function isJson(type: unknown): boolean {
  return typeof type === 'string' && type.startsWith('application/json')
}

function pick(from: Record<string, string>, name: string): Record<string, string> {
  const value = from[name]
  return value === undefined ? {} : { [name]: value }
}

/**
 * Security headers (quality.md R6). Framing is governed by CSP `frame-ancestors`
 * from HOST_ORIGINS (X-Frame-Options cannot list origins, so it is off); CORS
 * stays closed unless CORS_ORIGINS names origins.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: { hostOrigins: string[]; corsOrigins: string[]; analytics: AnalyticsConfig | null },
  everyResponse: (hook: ResponseHook) => void,
): Promise<void> {
  // The analytics script (spec 8) is the one third-party origin the page may load and call.
  const analytics = options.analytics ? [new URL(options.analytics.scriptUrl).origin] : []
  // helmet's headers for this configuration, asked of it once at start: none of them
  // depends on the request (no CSP nonce), so each request copies one object instead of
  // running helmet's middleware chain and setting a dozen headers one by one (P1, P4;
  // decisions 060, 067).
  const headers: Record<string, string> = {
    'permissions-policy': PERMISSIONS_POLICY,
    ...helmetHeaders(
      helmet({
        frameguard: false,
        crossOriginEmbedderPolicy: false,
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
            scriptSrc: ["'self'", ...analytics],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            // A voice note plays from the object URL of its bytes, fetched with the token.
            mediaSrc: ["'self'", 'blob:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", ...analytics],
            formAction: ["'self'"],
            frameAncestors: ["'self'", ...options.hostOrigins],
          },
        },
      }),
    ),
  }
  // A JSON answer is never a page's context: Permissions-Policy, COOP, Origin-Agent-Cluster
  // and the page-loading directives mean nothing on it. It keeps what guards a response
  // itself (no sniffing, no embedding but by the host pages, same-origin reads, HSTS),
  // 300 bytes instead of 1 KB: the API answers a quarter more a second (P4, decision 085).
  const notDocument: Record<string, string> = {
    'content-security-policy': `default-src 'none';frame-ancestors ${["'self'", ...options.hostOrigins].join(' ')}`,
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...pick(headers, 'strict-transport-security'),
  }
  everyResponse((request, reply) => {
    // A probe's answer (`{"status":"ok"}`, public, read by a load balancer, often over
    // plain HTTP inside the network) has nothing to frame, embed, refer from or upgrade:
    // of the set only `nosniff` guards it. P4 measures this answer against a bare server
    // (decision 085 "Since (stop 69)").
    if (request.routeOptions.config.probe) {
      reply.header('x-content-type-options', 'nosniff')
      return
    }
    if (isJson(reply.getHeader('content-type'))) {
      reply.headers(notDocument)
      return
    }
    reply.headers(headers)
    // The LMS round trip a framed page opens in a window of its own reports back to its
    // opener (issue 17, oauthStatus): COOP same-origin on any page of that trip would cut
    // the window from a cross-origin host's opener, so those pages keep it open.
    if (isOAuthWindowPage(request.url)) reply.header('cross-origin-opener-policy', 'unsafe-none')
  })
  everyResponse((request, reply) => {
    if (!reply.hasHeader('cache-control') && isPrivateAnswer(request.url)) {
      reply.header('cache-control', 'no-store')
    }
  })
  if (options.corsOrigins.length > 0) {
    await app.register(cors, { origin: options.corsOrigins, credentials: true })
  }
}

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void

/**
 * The headers a helmet middleware sets, by lower-case name, recorded from one run
 * against a response that only keeps them. It must finish at once: helmet's built-in
 * middlewares are synchronous, and one that is not would be a request-dependent header.
 */
export function helmetHeaders(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  let finished = false
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error))
    finished = true
  })
  if (!finished) throw new Error('helmet did not set its headers synchronously')
  return headers
}
