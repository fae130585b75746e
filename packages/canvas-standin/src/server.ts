import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { answerApi, sendApiAnswer } from './api.ts'
import { createControl, type StandinControl } from './control.ts'
import { handleControl } from './control-http.ts'
import { checkBearer } from './grants.ts'
import { page } from './html.ts'
import {
  canvasErrors,
  sendBearerError,
  sendHtml,
  sendJson,
  sendText,
  type Exchange,
} from './http-util.ts'
import type { OAuthContext } from './oauth-context.ts'
import { handleOAuth } from './oauth.ts'
import { handlePages } from './pages.ts'
import { createStore, type Store } from './store.ts'
import { createThrottle, type Throttle } from './throttle.ts'
import type { RateLimit, RequestLogEntry, StandinClient } from './types.ts'

const maxLoggedRequests = 10_000

export interface CanvasStandinOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  host?: string
  clients: StandinClient[]
  /** Persist the state here as JSON after each change, and reload it at start. */
  dataFile?: string
  accessTokenTtlSeconds?: number
  rateLimit?: RateLimit
}

export interface CanvasStandin extends StandinControl {
  /** The stand-in's origin, e.g. `http://127.0.0.1:41234`: a school's "Canvas address". */
  url: string
  close(): Promise<void>
}

async function answerApiRequest(
  store: Store,
  throttle: Throttle,
  ex: Exchange,
  log: RequestLogEntry,
): Promise<void> {
  const bearer = checkBearer(store, ex.req.headers.authorization)
  if (bearer.kind !== 'valid') {
    log.status = 401
    return sendBearerError(
      ex.res,
      bearer.kind === 'expired' ? 'Expired access token.' : 'Invalid access token.',
    )
  }
  log.userId = bearer.grant.userId
  const user = store.state.users.find((u) => u.id === bearer.grant.userId)
  const cost = throttle.take(`grant:${bearer.grant.id}`)
  const throttleHeaders = {
    'x-request-cost': String(cost.cost),
    'x-rate-limit-remaining': cost.remaining.toFixed(1),
  }
  if (!cost.allowed) {
    log.status = 403
    // Canvas's words, as plain text (docs "Throttling").
    return sendText(ex.res, 403, '403 Forbidden (Rate Limit Exceeded)\n', throttleHeaders)
  }
  const answer = user
    ? answerApi(ex, store.state, user)
    : { status: 401, body: canvasErrors('Invalid access token.') }
  log.status = answer.status
  sendApiAnswer(ex, answer, throttleHeaders)
}

export async function startCanvasStandin(options: CanvasStandinOptions): Promise<CanvasStandin> {
  const store = createStore(options.dataFile)
  const throttle = createThrottle(options.rateLimit)
  const requestLog: RequestLogEntry[] = []
  const accessTokenTtlSeconds = options.accessTokenTtlSeconds ?? 3600
  const oauth: OAuthContext = {
    store,
    clients: options.clients,
    accessTokenTtlSeconds,
    pending: new Map(),
  }
  const control = createControl({
    store,
    clientId: options.clients[0]?.clientId ?? 'standin',
    accessTokenTtlSeconds,
    requestLog,
    setRateLimit: (limit) => throttle.set(limit),
    setLatency: (ms) => {
      latencyMs = ms
    },
  })
  let latencyMs = 0
  let baseUrl = ''

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', baseUrl)
    const ex: Exchange = { req, res, url, method: req.method ?? 'GET', baseUrl }
    if (url.pathname.startsWith('/api/')) {
      const log: RequestLogEntry = {
        method: ex.method,
        path: url.pathname,
        query: url.search,
        userId: null,
        status: 0,
      }
      requestLog.push(log)
      // A stand-in left running under `npm run dev` keeps the recent requests only.
      if (requestLog.length > maxLoggedRequests)
        requestLog.splice(0, requestLog.length - maxLoggedRequests)
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs))
      return answerApiRequest(store, throttle, ex, log)
    }
    if (await handleOAuth(oauth, ex)) return
    if (await handleControl(control, ex)) return
    if (handlePages(store.state, ex)) return
    if (url.pathname === '/')
      return sendHtml(res, 200, page('Canvas stand-in', '<h1>Canvas stand-in</h1>'))
    sendJson(res, 404, canvasErrors('The specified resource does not exist.'))
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      const isBadInput =
        error instanceof SyntaxError ||
        (error instanceof Error && error.message === 'request body too large')
      if (!isBadInput) process.stderr.write(`canvas-standin: ${String(error)}\n`)
      if (res.headersSent) return res.end()
      sendJson(
        res,
        isBadInput ? 400 : 500,
        canvasErrors(isBadInput ? 'Bad request.' : 'An error occurred.'),
      )
    })
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const address: AddressInfo | string | null = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  baseUrl = `http://${host}:${port}`

  // Closing twice (a test that restarts, then its cleanup) is harmless.
  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()))
      server.closeAllConnections()
    }).finally(() => store.flush())
    return closing
  }
  return Object.assign(control, { url: baseUrl, close })
}
