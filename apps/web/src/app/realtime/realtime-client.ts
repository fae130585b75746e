import {
  CloseCode,
  HEARTBEAT_INTERVAL_MS,
  parseFrame,
  REALTIME_PATH,
  REALTIME_PROTOCOL_VERSION,
  ServerFrame,
  SyncPage,
  type ChatMessage,
  type ClientFrame,
} from '@quad/shared'
import type { QueryClient } from '@tanstack/react-query'
import { bearerRequestJson, currentJwt, refreshJwt } from '../bearer-client.ts'
import { backoffDelay } from './backoff.ts'
import { catchUp } from './catch-up.ts'
import { chatKeys } from './chat-keys.ts'
import { applyFrame, applyMessage, countArrival } from './chat-dispatch.ts'
import { SeenMessages } from './message-merge.ts'
import { applyNotificationFrame, refreshNotifications } from './notification-dispatch.ts'
import { refreshUnread } from './unread-refresh.ts'

/** A ping unanswered this long means the server (or the network to it) is gone. */
const PONG_TIMEOUT_MS = 10_000
const UNREAD_REFRESH_DELAY_MS = 300

type ArrivalListener = (message: ChatMessage) => void

/**
 * The realtime socket of one signed-in tab (issue 6 item 3): connects, answers the
 * heartbeat, reconnects with backoff, and on every (re)connect catches up on what it
 * missed through GET /api/v1/chat/sync before trusting the socket again.
 */
class RealtimeClient {
  readonly #queryClient: QueryClient
  readonly #seen = new SeenMessages()
  #socket: WebSocket | null = null
  #stopped = false
  #attempt = 0
  /** The last change seen; null until the first hello (nothing cached: start there). */
  #lastSeq: number | null = null
  #catchingUp = false
  #frameSeqDuringCatchUp = 0
  #selfUid: string | null = null
  #retryTimer: ReturnType<typeof setTimeout> | undefined
  #pingTimer: ReturnType<typeof setInterval> | undefined
  #pongTimer: ReturnType<typeof setTimeout> | undefined
  #unreadTimer: ReturnType<typeof setTimeout> | undefined

  constructor(queryClient: QueryClient) {
    this.#queryClient = queryClient
    window.addEventListener('online', this.#onOnline)
    window.addEventListener('offline', this.#onOffline)
    void this.#connect(false)
  }

  stop(): void {
    this.#stopped = true
    window.removeEventListener('online', this.#onOnline)
    window.removeEventListener('offline', this.#onOffline)
    clearTimeout(this.#retryTimer)
    clearTimeout(this.#unreadTimer)
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
    // Until hello and its catch-up are done, live frames must not move the cursor past the
    // changes still to be fetched (the hub may deliver a message before hello).
    this.#catchingUp = true
    this.#frameSeqDuringCatchUp = 0
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
    if (frame.type === 'message') {
      this.#onMessage(frame.message)
      return
    }
    if (frame.type === 'notification') {
      applyNotificationFrame(this.#queryClient, frame)
      return
    }
    applyFrame(this.#queryClient, frame)
    if (frame.type === 'hello') void this.#onHello(frame.uid, frame.chat.seq)
  }

  async #onHello(uid: string, seq: number): Promise<void> {
    this.#selfUid = uid
    this.#attempt = 0
    refreshNotifications(this.#queryClient).catch(() => undefined)
    if (this.#lastSeq === null) {
      this.#lastSeq = Math.max(seq, this.#frameSeqDuringCatchUp)
      this.#catchingUp = false
      // Anything the chat section loaded before the socket was up may be older than seq.
      void this.#queryClient.invalidateQueries({ queryKey: chatKeys.lists })
      return
    }
    try {
      const reached = await catchUp(
        this.#lastSeq,
        (after) => bearerRequestJson(`/api/v1/chat/sync?after=${String(after)}`, SyncPage),
        (items) => {
          for (const message of items) this.#onMessage(message)
        },
      )
      this.#lastSeq = Math.max(reached, this.#frameSeqDuringCatchUp)
      // Membership may have changed while away (added to a group, left elsewhere).
      void this.#queryClient.invalidateQueries({ queryKey: chatKeys.lists })
      this.#scheduleUnreadRefresh()
    } catch {
      // Could not catch up: drop the socket and try again, from the same seq.
      this.#closeSocket()
      this.#scheduleRetry(false)
    } finally {
      this.#catchingUp = false
    }
  }

  #onMessage(message: ChatMessage): void {
    const kind = this.#seen.record(message)
    if (this.#catchingUp)
      this.#frameSeqDuringCatchUp = Math.max(this.#frameSeqDuringCatchUp, message.seq)
    else if (this.#lastSeq !== null) this.#lastSeq = Math.max(this.#lastSeq, message.seq)
    if (kind === null) return
    const arrival = applyMessage(this.#queryClient, message)
    const fromOther = message.sender.uid !== this.#selfUid
    if (!fromOther || kind !== 'new') return
    if (!arrival.isNew || !countArrival(this.#queryClient, message.conversationId)) {
      this.#scheduleUnreadRefresh()
    }
    if (arrival.isNew && !message.deletedAt) for (const listener of listeners) listener(message)
  }

  #scheduleUnreadRefresh(): void {
    clearTimeout(this.#unreadTimer)
    this.#unreadTimer = setTimeout(() => {
      refreshUnread(this.#queryClient).catch(() => undefined)
    }, UNREAD_REFRESH_DELAY_MS)
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
const listeners = new Set<ArrivalListener>()

/** Starts this tab's socket (signed in only); the returned function stops it. */
export function startRealtime(queryClient: QueryClient): () => void {
  active?.stop()
  const client = new RealtimeClient(queryClient)
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

/** Calls `listener` for each new message from someone else (the live region). */
export function onIncomingMessage(listener: ArrivalListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
