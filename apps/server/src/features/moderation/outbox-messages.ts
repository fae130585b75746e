import type { ReportOutcome } from './outcomes.ts'

/** The outbox messages the moderation feature emits: their payloads, by name (decision 023). */
declare module '../../platform/outbox/messages.ts' {
  interface OutboxMessages {
    /** A moderator warned whoever answers for a reported subject (decisions 024, 032). */
    'moderation.warned': {
      reportId: number
      /** A message's sender, a profile's owner, a club's officers. */
      warnedIds: number[]
      actorId: number
      subjectType: string
      /** Where the warning opens (the conversation, the profile, the club). */
      link: string | null
      note: string | null
    }
    /** A report was dealt with: its reporter hears the outcome (decision 024). */
    'moderation.report_resolved': {
      reportId: number
      reporterId: number
      actorId: number
      subjectType: string
      outcome: ReportOutcome
    }
  }
}

export {}
