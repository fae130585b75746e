/** The outbox messages the forms feature emits (decision 023): their payloads, by name. */
declare module '../../platform/outbox/messages.ts' {
  interface OutboxMessages {
    /**
     * Someone answered a club's form (decision 110). `byUserId` is null for an anonymous
     * form: the message, kept in the outbox, must not name who answered either.
     */
    'form.answered': {
      formId: number
      clubId: number
      byUserId: number | null
    }
  }
}

export {}
