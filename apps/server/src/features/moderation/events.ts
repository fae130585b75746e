/** The domain events the moderation feature emits (decision 023): their payloads, by name. */
declare module '../../platform/events/events.ts' {
  interface DomainEvents {
    /** A moderator warned the sender of a reported chat message (decision 024). */
    'moderation.warned': {
      reportId: number
      senderId: number
      actorId: number
      conversationId: number
      note: string | null
    }
    /** A report was dealt with: its reporter hears the outcome (decision 024). */
    'moderation.report_resolved': {
      reportId: number
      reporterId: number
      actorId: number
      outcome: 'dismissed' | 'hidden' | 'warned'
    }
  }
}

export {}
