/** The outbox messages the feed feature emits (decision 023): their payloads, by name. */
declare module '../../platform/outbox/messages.ts' {
  interface OutboxMessages {
    /**
     * A post was published (issue 16). `mentioned` are the schoolmates its body names
     * (kept by the write: only those the author may mention).
     */
    'feed.post_created': {
      postId: number
      clubId: number | null
      channel: 'school' | 'news' | 'discussion' | 'forum'
      authorId: number
      mentioned: number[]
    }
    /**
     * One slice of a school-feed post's audience (decision 043): the school's students
     * with an id in (after, upTo], told in their own dispatch transaction so a school of
     * 100,000 is never one transaction. Raised by the feed's own subscriber.
     */
    'feed.school_post_fanout': {
      postId: number
      authorId: number
      after: number
      upTo: number
      mentioned: number[]
    }
    /** A student liked a post (a like taken back raises nothing). */
    'feed.post_liked': { postId: number; userId: number }
    /** A comment or a reply was written. */
    'feed.comment_created': {
      commentId: number
      postId: number
      parentId: number | null
      authorId: number
      mentioned: number[]
    }
    /** A student liked a comment. */
    'feed.comment_liked': { commentId: number; userId: number }
    /**
     * Something open clients of a post must see, besides a like or a new comment (their own
     * messages): `edited` (text, poll votes, pin), `removed` (deleted or hidden), `counts` (a
     * like taken back), `comment` (a comment changed, was deleted or hidden). The feed's
     * live updates send `feed.update` frames to the post's watchers from these.
     */
    'feed.post_changed': {
      postId: number
      change: 'edited' | 'removed' | 'counts' | 'comment'
    }
    /**
     * A post or comment was hidden (by the school's threshold of reports, or a moderator) or
     * came back after its reports were dismissed (decision 044): its author hears of it.
     */
    'feed.moderated': {
      subject: 'post' | 'comment'
      postId: number
      commentId: number | null
      authorId: number
      outcome: 'hidden' | 'restored'
      /** Why it is hidden; null when restored. */
      reason: 'reports' | 'moderator' | null
    }
  }
}

export {}
