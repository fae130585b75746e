/** The outbox messages the elections feature emits (decision 023): their payloads, by name. */
declare module '../../platform/outbox/messages.ts' {
  interface OutboxMessages {
    /** An officer called an election in their club (decision 108); its members are told. */
    'election.called': { electionId: number; clubId: number; byUserId: number }
    /** Its voting opened (the `election-voting-opened` job); its eligible voters are told. */
    'election.voting_opened': { electionId: number; clubId: number; byUserId: number }
  }
}

export {}
