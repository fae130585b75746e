/** The outbox messages the clubs feature emits (decision 023): their payloads, by name. */
declare module '../../platform/outbox/messages.ts' {
  interface OutboxMessages {
    /** A student joined a club as a member (decision 011), or their request was approved. */
    'club.member_joined': { clubId: number; clubUid: string; clubName: string; userId: number }
    /**
     * A student left a club or was removed from it (decision 092: chat forgets their channel
     * membership on every instance; the database ended it in this transaction).
     */
    'club.member_left': { clubId: number; clubUid: string; clubName: string; userId: number }
    /** A member became an officer, or an officer a member (chat: who posts where, 092). */
    'club.member_role_changed': {
      clubId: number
      clubUid: string
      clubName: string
      userId: number
    }
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
    /** A student asked to join a closed club (decision 031): its officers decide. */
    'club.join_requested': { clubId: number; clubUid: string; clubName: string; userId: number }
    /** An officer or admin approved or declined a request to join. */
    'club.join_decided': {
      clubUid: string
      clubName: string
      userId: number
      actorId: number
      approved: boolean
    }
    /** An officer messaged every member (decision 031). */
    'club.announced': {
      clubId: number
      clubUid: string
      clubName: string
      senderId: number
      subject: string
      body: string
    }
  }
}

export {}
