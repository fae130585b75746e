/** The domain events the clubs feature emits (decision 023): their payloads, by name. */
declare module '../../platform/events/events.ts' {
  interface DomainEvents {
    /** A student joined a club as a member (decision 011). */
    'club.member_joined': { clubId: number; clubUid: string; clubName: string; userId: number }
    /** A student asked for a new club; it waits for a school admin (decision 030). */
    'club.requested': { clubUid: string; clubName: string; requesterId: number }
    /** A school admin approved or declined a requested club (decision 030). */
    'club.request_decided': {
      clubUid: string
      clubName: string
      requesterId: number
      actorId: number
      approved: boolean
      note: string | null
    }
  }
}

export {}
