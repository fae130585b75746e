/** The outbox messages the connections feature emits (decision 023): their payloads, by name. */
declare module '../../platform/outbox/messages.ts' {
  interface OutboxMessages {
    /** A student asked another to connect (issue 5). */
    'connection.requested': { requesterId: number; addresseeId: number; note: string | null }
    /** A student accepted another's request: the pair is connected. */
    'connection.accepted': { requesterId: number; accepterId: number }
  }
}

export {}
