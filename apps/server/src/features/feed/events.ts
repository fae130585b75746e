declare module '../../platform/events/events.ts' {
  interface DomainEvents {
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
  }
}

export {}
