import type { ChatMessage } from '@quad/shared'

/** A conversation's loaded history, oldest first, and where older pages continue. */
export interface MessageStore {
  items: ChatMessage[]
  /** Pass as `before` for older messages; null when the start has been reached. */
  nextBefore: number | null
}

/**
 * Upserts messages by id: a copy with a higher seq (an edit or delete) replaces the one
 * held, an older or equal copy is ignored, so a message seen twice (socket and catch-up)
 * appears once. The result is ordered by id, oldest first.
 */
export function mergeMessages(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(held.map((message) => [message.id, message]))
  let changed = false
  for (const message of incoming) {
    const current = byId.get(message.id)
    if (current && current.seq >= message.seq) continue
    byId.set(message.id, message)
    changed = true
  }
  if (!changed) return held
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/**
 * Remembers the newest seq seen per message id, so each change is acted on once however
 * it arrives. Bounded: the oldest entries go first once `limit` ids are held.
 */
export class SeenMessages {
  readonly #seqById = new Map<number, number>()
  readonly #limit: number

  constructor(limit = 5_000) {
    this.#limit = limit
  }

  /** 'new' the first time an id is seen, 'changed' for a later seq, null for a repeat. */
  record(message: Pick<ChatMessage, 'id' | 'seq'>): 'new' | 'changed' | null {
    const seen = this.#seqById.get(message.id)
    if (seen !== undefined && seen >= message.seq) return null
    this.#seqById.set(message.id, message.seq)
    if (this.#seqById.size > this.#limit) {
      const oldest = this.#seqById.keys().next()
      if (!oldest.done) this.#seqById.delete(oldest.value)
    }
    return seen === undefined ? 'new' : 'changed'
  }
}
