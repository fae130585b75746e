/** The outbox messages the badges feature emits (decision 023): their payloads, by name. */
declare module '../../platform/outbox/messages.ts' {
  interface OutboxMessages {
    /** A student was awarded a badge the school defines (once: decision 100). */
    'badge.awarded': { userId: number; definitionUid: string; badgeName: string; points: number }
  }
}

export {}
