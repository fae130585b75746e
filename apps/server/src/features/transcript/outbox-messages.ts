/** The outbox messages the transcript feature emits (decision 023): their payloads, by name. */
declare module '../../platform/outbox/messages.ts' {
  interface OutboxMessages {
    /** Staff approved or returned a student's transcript entry (decision 102). */
    'transcript.entry_reviewed': {
      userId: number
      reviewerId: number
      entryUid: string
      title: string
      decision: 'approve' | 'return'
    }
  }
}

export {}
