import type { Socket } from 'node:net'
import type { WebSocket } from 'ws'
import {
  ClientFrame,
  CloseCode,
  HEARTBEAT_INTERVAL_MS,
  MAX_CLIENT_FRAMES_PER_INTERVAL,
  parseFrame,
  REALTIME_PROTOCOL_VERSION,
  type ServerFrame,
} from '@quad/shared'
import type { School } from '../tenancy/schools.service.ts'
import { isBroadcast, isSignal, type Bus, type BusMessage, type BusSignal } from './bus.ts'
import { PRESENCE_REFRESH_MS, type PresenceStore } from './presence.ts'
import { SocketAdmission } from './socket-admission.ts'
import type { FeatureFrame, RealtimeExtensions } from './extensions.ts'
import { WriteBatch } from './write-batch.ts'

export interface RealtimeUser {
  id: number
  uid: string
  school: School
}

/** What the socket's JWT says: when it expires and which session it belongs to. */
export interface SocketGrant {
  /** JWT expiry, ms since the epoch. */
  expiresAt: number
  sessionId: string
}

interface SocketState {
  user: RealtimeUser
  /** The upgraded TCP socket under the WebSocket: its writes are batched per loop turn. */
  tcp: Socket
  /** The session the socket's token belongs to: it closes when that session ends. */
  sessionId: string
  /** JWT expiry, ms since the epoch: the socket closes then (4001) and the client reconnects. */
  expiresAt: number
  alive: boolean
  /** Client frames since the last sweep (flood guard). */
  frames: number
  /** The topics it watches (`feature:key`), once it watches any (an idle socket holds none). */
  topics?: Set<string>
}

/** A consumer this far behind is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024

/**
 * The sockets this instance holds, and delivery to them. Every send goes through the
 * bus, so a frame reaches a user's sockets on any instance; this instance delivers
 * what the bus brings to the sockets it holds.
 */
export class Realtime {
  readonly #sockets = new Map<number, Set<WebSocket>>()
  readonly #state = new WeakMap<WebSocket, SocketState>()
  /** The sockets of this instance watching each topic. */
  readonly #watchers = new Map<string, Set<WebSocket>>()
  readonly #bus: Bus
  readonly #presence: PresenceStore
  readonly #admission: SocketAdmission
  #extensions: RealtimeExtensions | undefined
  readonly #timers: NodeJS.Timeout[] = []
  readonly #unsubscribe: () => void
  readonly #batch = new WriteBatch()
  #count = 0

  constructor(bus: Bus, presence: PresenceStore) {
    this.#bus = bus
    this.#presence = presence
    this.#admission = new SocketAdmission(presence)
    this.#unsubscribe = bus.subscribe((message) => this.#deliver(message))
    this.#timers.push(setInterval(() => this.#sweep(), HEARTBEAT_INTERVAL_MS).unref())
    this.#timers.push(setInterval(() => void this.#refreshPresence(), PRESENCE_REFRESH_MS).unref())
  }

  /** What the features add to the socket (the module list's realtime extensions). */
  setExtensions(extensions: RealtimeExtensions): void {
    this.#extensions = extensions
  }

  /** Sends a frame to every socket of these users, on every instance. Store first, then send. */
  async send(users: readonly number[], frame: ServerFrame): Promise<void> {
    if (users.length === 0) return
    await this.#bus.publish({ users, frame: JSON.stringify(frame) })
  }

  /** Sends a frame to every socket of one school, on every instance (issue 16: a school post). */
  async sendToSchool(schoolId: number, frame: ServerFrame): Promise<void> {
    await this.#bus.publish({ school: schoolId, frame: JSON.stringify(frame) })
  }

  /**
   * Sends a frame to every socket watching `feature`'s `topic`, on every instance: the
   * sockets whose feature handler chose to watch it (`WatchingSocket.watch`).
   */
  async publish(feature: string, topic: string, frame: ServerFrame): Promise<void> {
    await this.#bus.publish({ topic: `${feature}:${topic}`, frame: JSON.stringify(frame) })
  }

  /** Tells every instance something (sessions ended, membership changed). */
  async signal(signal: BusSignal): Promise<void> {
    await this.#bus.publish(signal)
  }

  /** Every signal from any instance, this one included. */
  onSignal(handler: (signal: BusSignal) => void): () => void {
    return this.#bus.subscribe((message) => {
      if (isSignal(message)) handler(message)
    })
  }

  online(userIds: readonly number[]): Promise<Set<number>> {
    return this.#presence.online(userIds)
  }

  /** Sockets held by this instance. */
  get size(): number {
    return this.#count
  }

  /** Takes over an upgraded socket (and `tcp`, the connection under it) of an authenticated user. */
  attach(
    socket: WebSocket,
    tcp: Socket,
    user: RealtimeUser,
    grant: SocketGrant,
    version: number,
  ): void {
    if (version !== REALTIME_PROTOCOL_VERSION) {
      socket.close(CloseCode.unsupportedVersion, 'unsupported protocol version')
      return
    }
    const extensions = this.#requireExtensions()
    socket.on('error', () => socket.terminate())
    // Issue 12 item 4, across instances (issue 30 debt 8): it enters once it has a slot.
    this.#admission.admit(socket, user.id, () => this.#enter(socket, tcp, user, grant, extensions))
  }

  /** The socket has its slot: its state, listeners and hello; `#detach` undoes them. */
  #enter(
    socket: WebSocket,
    tcp: Socket,
    user: RealtimeUser,
    grant: SocketGrant,
    extensions: RealtimeExtensions,
  ): void {
    const { expiresAt, sessionId } = grant
    this.#state.set(socket, { user, tcp, sessionId, expiresAt, alive: true, frames: 0 })
    let userSockets = this.#sockets.get(user.id)
    const first = !userSockets
    if (!userSockets) {
      userSockets = new Set()
      this.#sockets.set(user.id, userSockets)
    }
    userSockets.add(socket)
    this.#count += 1

    socket.on('pong', () => this.#markAlive(socket))
    socket.on('message', (data, isBinary) => {
      if (isBinary) return
      this.#onMessage(socket, data.toString())
    })
    socket.on('close', () => this.#detach(socket))

    // The hub does not know the features' hello fields (each under its feature's name):
    // the shared Hello schema does, and clients parse with it.
    void extensions.hello(user).then(
      (features) =>
        this.#write(
          socket,
          Buffer.from(
            JSON.stringify({
              type: 'hello',
              v: REALTIME_PROTOCOL_VERSION,
              uid: user.uid,
              ...features,
            }),
          ),
        ),
      () => socket.close(1011, 'could not start'),
    )
    if (first) void this.#announce(user, true)
  }

  /** Closes every socket (shutdown): clients reconnect, to another instance if there is one. */
  async close(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer)
    this.#unsubscribe()
    for (const sockets of this.#sockets.values()) {
      for (const socket of sockets) socket.close(CloseCode.goingAway, 'server shutting down')
    }
    this.#admission.closeWaiting(CloseCode.goingAway, 'server shutting down')
    await this.#bus.close()
  }

  #onMessage(socket: WebSocket, text: string): void {
    const state = this.#state.get(socket)
    if (!state || socket.readyState !== socket.OPEN) return
    state.alive = true
    state.frames += 1
    if (state.frames > MAX_CLIENT_FRAMES_PER_INTERVAL) {
      socket.close(CloseCode.flooding, 'too many frames')
      return
    }
    const frame = parseFrame(ClientFrame, text)
    if (!frame) {
      this.#sendTo(socket, { type: 'error', message: 'unknown or malformed frame' })
      return
    }
    if (frame.type === 'ping') {
      this.#sendTo(socket, { type: 'pong' })
      return
    }
    const topics = {
      watch: (feature: string, keys: readonly string[]) => this.#watch(socket, feature, keys),
    }
    this.#requireExtensions()
      .onFrame(state.user, frame as FeatureFrame, topics)
      .catch(() => this.#sendTo(socket, { type: 'error', message: 'could not handle the frame' }))
  }

  #deliver(message: BusMessage): void {
    if (isSignal(message)) {
      if (message.signal === 'sessions-ended') this.#endSessions(message.userId, message.sessionIds)
      if (message.signal === 'school-changed') {
        this.#toSchool(message.schoolId, encode({ type: 'school' }))
      }
      return
    }
    // Encoded once for all its recipients: ws then frames the same bytes for each (P2).
    const frame = Buffer.from(message.frame)
    if (isBroadcast(message)) {
      if ('school' in message) this.#toSchool(message.school, frame)
      else for (const socket of this.#watchers.get(message.topic) ?? []) this.#write(socket, frame)
      return
    }
    for (const userId of message.users) {
      const sockets = this.#sockets.get(userId)
      if (!sockets) continue
      for (const socket of sockets) this.#write(socket, frame)
    }
  }

  /** Every socket of one school that this instance holds gets the frame. */
  #toSchool(schoolId: number, frame: Buffer): void {
    for (const sockets of this.#sockets.values()) {
      for (const socket of sockets) {
        if (this.#state.get(socket)?.user.school.id === schoolId) this.#write(socket, frame)
      }
    }
  }

  /** Sessions ended (logout, password change, suspension): their sockets close (R11). */
  #endSessions(userId: number, sessionIds: readonly string[]): void {
    const ended = new Set(sessionIds)
    for (const socket of this.#sockets.get(userId) ?? []) {
      const state = this.#state.get(socket)
      if (state && ended.has(state.sessionId)) socket.close(CloseCode.unauthorized, 'session ended')
    }
  }

  #sendTo(socket: WebSocket, frame: ServerFrame): void {
    this.#write(socket, encode(frame))
  }

  /** A text frame (`frame` is UTF-8 JSON), in this loop turn's batch of the socket's writes. */
  #write(socket: WebSocket, frame: Buffer): void {
    if (socket.readyState !== socket.OPEN) return
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate()
      return
    }
    const state = this.#state.get(socket)
    if (state) this.#batch.hold(state.tcp)
    socket.send(frame, { binary: false })
  }

  #markAlive(socket: WebSocket): void {
    const state = this.#state.get(socket)
    if (state) state.alive = true
  }

  /** Replaces the socket's topics of one feature with `keys`. */
  #watch(socket: WebSocket, feature: string, keys: readonly string[]): void {
    const state = this.#state.get(socket)
    if (!state) return
    const prefix = `${feature}:`
    this.#unwatch(socket, state, (topic) => topic.startsWith(prefix))
    if (keys.length === 0) return
    state.topics ??= new Set()
    for (const key of keys) {
      const topic = prefix + key
      state.topics.add(topic)
      let watchers = this.#watchers.get(topic)
      if (!watchers) {
        watchers = new Set()
        this.#watchers.set(topic, watchers)
      }
      watchers.add(socket)
    }
  }

  #unwatch(socket: WebSocket, state: SocketState, which: (topic: string) => boolean): void {
    for (const topic of state.topics ?? []) {
      if (!which(topic)) continue
      state.topics?.delete(topic)
      const watchers = this.#watchers.get(topic)
      watchers?.delete(socket)
      if (watchers?.size === 0) this.#watchers.delete(topic)
    }
  }

  #detach(socket: WebSocket): void {
    const state = this.#state.get(socket)
    if (!state) return
    this.#unwatch(socket, state, () => true)
    this.#state.delete(socket)
    this.#count -= 1
    this.#admission.release(state.user.id)
    const sockets = this.#sockets.get(state.user.id)
    sockets?.delete(socket)
    if (sockets && sockets.size === 0) {
      this.#sockets.delete(state.user.id)
      void this.#announce(state.user, false)
    }
  }

  /** Heartbeat (issue 6 item 3): ping each socket; one that did not answer since the last sweep is gone. */
  #sweep(): void {
    const now = Date.now()
    for (const sockets of this.#sockets.values()) {
      for (const socket of sockets) {
        const state = this.#state.get(socket)
        if (!state) continue
        if (state.expiresAt <= now) {
          socket.close(CloseCode.unauthorized, 'token expired')
        } else if (!state.alive) {
          socket.terminate()
        } else {
          state.alive = false
          state.frames = 0
          socket.ping()
        }
      }
    }
  }

  async #refreshPresence(): Promise<void> {
    await this.#presence.refresh([...this.#sockets.keys()]).catch(() => undefined)
  }

  /** Presence: tells the user's audience, unless another instance still holds a socket of theirs. */
  async #announce(user: RealtimeUser, online: boolean): Promise<void> {
    try {
      const before = await this.#presence.online([user.id])
      if (online) await this.#presence.refresh([user.id])
      else await this.#presence.drop(user.id)
      const now = online || (await this.#presence.online([user.id])).has(user.id)
      if (before.has(user.id) === now) return
      const audience = await this.#requireExtensions().presenceAudience(user)
      await this.send(audience, { type: 'presence', uid: user.uid, online: now })
    } catch {
      // Presence is best effort: a Redis hiccup must not break the socket.
    }
  }

  #requireExtensions(): RealtimeExtensions {
    if (!this.#extensions) throw new Error('Realtime: no feature extensions were set')
    return this.#extensions
  }
}

const encode = (frame: ServerFrame): Buffer => Buffer.from(JSON.stringify(frame))
