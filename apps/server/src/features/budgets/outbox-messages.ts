import type { BudgetDecision } from '@quad/shared'

/** The outbox messages the budgets feature emits (decision 023): their payloads, by name. */
declare module '../../platform/outbox/messages.ts' {
  interface OutboxMessages {
    /** A club sent a budget request, or sent a returned one again (decision 109). */
    'budget.submitted': { requestId: number; clubId: number; byUserId: number }
    /** A reviewer decided on a club's budget request at `stage` (decision 109). */
    'budget.decided': {
      requestId: number
      clubId: number
      byUserId: number
      decision: BudgetDecision
      stage: number
      /** The request is approved at its last stage. */
      final: boolean
      note: string
    }
  }
}
