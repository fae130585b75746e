import {
  CloseCode,
  HEARTBEAT_INTERVAL_MS,
  parseFrame,
  REALTIME_PATH,
  REALTIME_PROTOCOL_VERSION,
  ServerFrame,
  type ClientFrame,
} from '@quad/shared'
import { currentJwt, refreshJwt } from '../http/bearer-client.ts'
import { backoffDelay } from './backoff.ts'
import { dispatchFrame, type HelloFrame, type RealtimeExtension } from './registry.ts'

/** A ping unanswered this long means the server (or the network to it) is gone. */
const PONG_TIMEOUT_MS = 10_000

/**
 * The realtime socket of one signed-in tab (issue 6 item 3): connects, answers the
 * heartbeat, reconnects with backoff, and hands each frame to the features' extensions
 * (decision 019). What a frame means, and how a feature catches up on a (re)connect
 * before trusting the socket again, is the feature's (chat: /chat/sync from its seq).
 */
class RealtimeClient {
  readonly #extensions: readonly RealtimeExtension[]
  #socket: WebSocket | null = null
  #stopped = false
  #attempt = 0
  #retryTimer: ReturnType<typeof setTimeout> | undefined
  #pingTimer: ReturnType<typeof setInterval> | undefined
  #pongTimer: ReturnType<typeof setTimeout> | undefined

  constructor(extensions: readonly RealtimeExtension[]) {
    this.#extensions = extensions
    window.addEventListener('online', this.#onOnline)
    window.addEventListener('offline', this.#onOffline)
    void this.#connect(false)
  }

  stop(): void {
    this.#stopped = true
    window.removeEventListener('online', this.#onOnline)
    window.removeEventListener('offline', this.#onOffline)
    clearTimeout(this.#retryTimer)
    for (const extension of this.#extensions) extension.stop?.()
    this.#closeSocket()
  }

  send(frame: ClientFrame): boolean {
    if (this.#socket?.readyState !== WebSocket.OPEN) return false
    this.#socket.send(JSON.stringify(frame))
    return true
  }

  async #connect(freshToken: boolean): Promise<void> {
    if (this.#stopped || this.#socket) return
    let token: string
    try {
      token = (freshToken ? null : currentJwt()) ?? (await refreshJwt())
    } catch {
      this.#scheduleRetry(false)
      return
    }
    if (this.#stopped || this.#socket) return
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws'
    const query = `token=${encodeURIComponent(token)}&v=${String(REALTIME_PROTOCOL_VERSION)}`
    const socket = new WebSocket(`${scheme}://${location.host}${REALTIME_PATH}?${query}`)
    this.#socket = socket
    // Until hello and the features' catch-up are done, live frames may race what is still
    // to be fetched (the hub may deliver a frame before hello): features guard from here.
    for (const extension of this.#extensions) extension.onConnecting?.()
    let opened = false
    socket.onopen = () => {
      opened = true
      this.#startHeartbeat()
    }
    socket.onmessage = (event) => {
      if (typeof event.data === 'string') this.#onText(event.data)
    }
    socket.onclose = (event) => {
      if (this.#socket !== socket) return
      this.#socket = null
      this.#stopHeartbeat()
      if (this.#stopped || event.code === CloseCode.unsupportedVersion) return
      // 4001: the token expired. A socket that never opened may have been refused (401) too.
      this.#scheduleRetry(event.code === CloseCode.unauthorized || !opened)
    }
  }

  #scheduleRetry(freshToken: boolean): void {
    if (this.#stopped) return
    clearTimeout(this.#retryTimer)
    const delay = backoffDelay(this.#attempt)
    this.#attempt += 1
    this.#retryTimer = setTimeout(() => void this.#connect(freshToken), delay)
  }

  #onText(text: string): void {
    clearTimeout(this.#pongTimer)
    const frame = parseFrame(ServerFrame, text)
    if (!frame) return
    dispatchFrame(this.#extensions, frame)
    if (frame.type === 'hello') void this.#onHello(frame)
  }

  async #onHello(hello: HelloFrame): Promise<void> {
    this.#attempt = 0
    try {
      await Promise.all(this.#extensions.map((extension) => extension.onHello?.(hello)))
    } catch {
      // A feature could not catch up: drop the socket and try again from where it was.
      this.#closeSocket()
      this.#scheduleRetry(false)
    }
  }

  #startHeartbeat(): void {
    this.#stopHeartbeat()
    this.#pingTimer = setInterval(() => {
      if (!this.send({ type: 'ping' })) return
      clearTimeout(this.#pongTimer)
      this.#pongTimer = setTimeout(() => {
        this.#closeSocket()
        this.#scheduleRetry(false)
      }, PONG_TIMEOUT_MS)
    }, HEARTBEAT_INTERVAL_MS)
  }

  #stopHeartbeat(): void {
    clearInterval(this.#pingTimer)
    clearTimeout(this.#pongTimer)
  }

  /** Closes the current socket without its close handler scheduling anything. */
  #closeSocket(): void {
    const socket = this.#socket
    this.#socket = null
    this.#stopHeartbeat()
    socket?.close()
  }

  readonly #onOnline = (): void => {
    if (this.#socket) return
    clearTimeout(this.#retryTimer)
    this.#attempt = 0
    void this.#connect(false)
  }

  readonly #onOffline = (): void => {
    this.#closeSocket()
    this.#scheduleRetry(false)
  }
}

let active: RealtimeClient | null = null

/**
 * Starts this tab's socket (signed in only) with the features' extensions, which the app
 * composes; the returned function stops it (and them).
 */
export function startRealtime(extensions: readonly RealtimeExtension[]): () => void {
  active?.stop()
  const client = new RealtimeClient(extensions)
  active = client
  return () => {
    client.stop()
    if (active === client) active = null
  }
}

/** Sends a client frame when the socket is open; false otherwise (typing is best effort). */
export function sendRealtime(frame: ClientFrame): boolean {
  return active?.send(frame) ?? false
}
