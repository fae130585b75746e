import type { WebSocket } from 'ws'
import { CloseCode, MAX_SOCKETS_PER_STUDENT } from '@quad/shared'
import type { PresenceStore } from './presence.ts'

/**
 * Issue 12 item 4: one student's sockets are capped, since issue 30 debt 8 on all
 * instances together. Taking a slot is a Redis round trip, so a new socket waits for it
 * paused: it reads nothing meanwhile, and no frame is missed before its listeners attach.
 * Every slot taken goes back exactly once: by `release` from the hub's detach once the
 * socket entered, or here when the socket closed while it waited (no detach will run).
 */
export class SocketAdmission {
  readonly #presence: PresenceStore
  /** Sockets waiting for their slot: shutdown closes them too. */
  readonly #waiting = new Set<WebSocket>()

  constructor(presence: PresenceStore) {
    this.#presence = presence
  }

  /**
   * Claims a slot for `userId`'s new socket; `enter` attaches its listeners once it has
   * one and is still open. Over the cap it is closed with `tooManySockets`.
   */
  admit(socket: WebSocket, userId: number, enter: () => void): void {
    socket.pause()
    this.#waiting.add(socket)
    const decided = (granted: boolean) => {
      this.#waiting.delete(socket)
      if (granted && socket.readyState !== socket.OPEN) this.release(userId)
      else if (granted) enter()
      // After `enter`: the frames read from here on find their listeners. Before a close:
      // the closing handshake needs the client's answer read.
      socket.resume()
      if (!granted) socket.close(CloseCode.tooManySockets, 'too many sockets')
    }
    this.#presence.claimSocket(userId, MAX_SOCKETS_PER_STUDENT).then(decided, () => {
      // The store does not reject (it falls back on this instance's count); were one to,
      // nothing was taken and the client retries, as after a failed hello.
      this.#waiting.delete(socket)
      socket.resume()
      socket.close(1011, 'could not start')
    })
  }

  /** Gives back a slot that `admit` took. */
  release(userId: number): void {
    // Best effort: were the write lost, the next presence refresh rewrites this count.
    this.#presence.releaseSocket(userId).catch(() => undefined)
  }

  /** Shutdown: the sockets still waiting close as the others do (their slots go back). */
  closeWaiting(code: number, reason: string): void {
    for (const socket of this.#waiting) socket.close(code, reason)
  }
}
