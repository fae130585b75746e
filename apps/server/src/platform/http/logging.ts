import type { FastifyRequest } from 'fastify'
import type { DestinationStream, LoggerOptions } from 'pino'

/**
 * Query parameters that carry a credential: the socket's bearer token (`?token=`), the
 * one-click unsubscribe token, and the names other clients use for the same thing.
 */
const CREDENTIAL_PARAMS = [
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'jwt',
  'csrf',
  'csrftoken',
  'password',
  'secret',
  'code',
  'signature',
]
const CREDENTIAL_IN_QUERY = new RegExp(`([?&](?:${CREDENTIAL_PARAMS.join('|')})=)[^&#]*`, 'gi')
/**
 * A personal calendar feed's address is its credential (`/ical/{token}.ics`, issue 15):
 * calendar apps cannot send headers, so the signed link sits in the path. Club feeds
 * (`/ical/clubs/…`) are public and stay readable.
 */
const FEED_TOKEN_IN_PATH = /^(\/ical\/)(?!clubs\/)[^/?#]+(\.ics)/i
export const REDACTED = '[redacted]'

/** A URL as logged: every credential-bearing query value replaced (issue 12 item 6). */
export function redactUrl(url: string): string {
  return url
    .replace(FEED_TOKEN_IN_PATH, `$1${REDACTED}$2`)
    .replace(CREDENTIAL_IN_QUERY, `$1${REDACTED}`)
}

/** pino's error level (`pino.levels.values.error`). */
const ERROR_LEVEL = 50
/**
 * What @fastify/compress's stream pump says when the answer's socket closed before the
 * answer was sent (end-of-stream's "premature close"): a page left while it loaded, a phone
 * that lost its signal.
 */
const CLIENT_WENT_AWAY = 'premature close'

/**
 * pino options for every logger of the server (Fastify's and main.ts's own): a request
 * is logged with its URL redacted, and credential headers are censored wherever a log
 * line carries headers (Authorization, Cookie, Set-Cookie, X-CG-CSRF-Token).
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  const headers = ['authorization', 'cookie', 'set-cookie', 'x-cg-csrf-token']
  return {
    level,
    ...(stream && { stream }),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket.remotePort,
      }),
    },
    hooks: {
      // @fastify/compress logs that at error level for every such answer: a server that
      // pages someone on its errors would page them for each student who closed a tab. It
      // goes at info, named for what it is; every other error goes as it came.
      logMethod(args, method, level) {
        const [first] = args
        if (level === ERROR_LEVEL && first instanceof Error && first.message === CLIENT_WENT_AWAY) {
          this.info('the client went away before its answer was sent')
          return
        }
        method.apply(this, args)
      },
    },
    redact: {
      paths: ['req', 'res', 'request', 'response', ''].flatMap((at) =>
        headers.map((name) => `${at ? `${at}.` : ''}headers["${name}"]`),
      ),
      censor: REDACTED,
    },
  }
}
