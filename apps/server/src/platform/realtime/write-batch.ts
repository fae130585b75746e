import type { Socket } from 'node:net'

/**
 * Holds a socket's writes until the event loop's check phase, so every frame a socket
 * gets in one turn of the loop leaves in one `writev` (P2: in a saturated fan-out the
 * profile spent about half its time in one system call per delivered frame; decision
 * 061). A turn is the wait: the frames of one turn go out before the next one's I/O.
 */
export class WriteBatch {
  #held = new Set<Socket>()
  #scheduled = false

  /** Corks `tcp` until the check phase (once per turn, however many frames follow). */
  hold(tcp: Socket): void {
    if (this.#held.has(tcp)) return
    tcp.cork()
    this.#held.add(tcp)
    if (this.#scheduled) return
    this.#scheduled = true
    setImmediate(() => this.#release())
  }

  #release(): void {
    const held = this.#held
    this.#held = new Set()
    this.#scheduled = false
    for (const tcp of held) tcp.uncork()
  }
}
