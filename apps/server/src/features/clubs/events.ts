/** The domain events the clubs feature emits (decision 023): their payloads, by name. */
declare module '../../platform/events/events.ts' {
  interface DomainEvents {
    /** A student joined a club as a member (decision 011). */
    'club.member_joined': { clubId: number; clubUid: string; clubName: string; userId: number }
  }
}

export {}
