import type { FeedPage, FeedPerson, Post } from '@quad/shared'
import type { StoredPoll } from '../../db/schema/feed.ts'
import { pollClosed } from './poll-input.ts'
import { DELETED_PERSON } from './post-presenter.ts'

/*
 * A feed page as the read model keeps it (decision 076): each post's JSON without what
 * changes without a version bump (its author as they are now, its like and comment
 * counts, the viewer's like, the poll's votes), which each request lays over it.
 */

/** A post's JSON up to its counts (the closing brace left off), and its poll as written. */
export interface StoredPost {
  uid: string
  head: string
  poll: StoredPoll | null
}

export interface StoredPage {
  items: StoredPost[]
  pinned: StoredPost[]
  nextCursor: string | null
  /** Kept too: the school's "students may post" bumps the school's version (migration 0037). */
  canPost: boolean
}

/** What a page's posts show that moves without a version: read live for each answer. */
export interface LiveCounts {
  /** Null: a deleted account. */
  author: FeedPerson | null
  likeCount: number
  commentCount: number
  liked: boolean
  /** Votes per option id; the viewer's option ids; distinct voters. */
  poll: { votes: Record<string, number>; mine: string[]; voters: number } | null
}

export function storedPage(page: FeedPage): StoredPage {
  return {
    items: page.items.map(storedPost),
    pinned: page.pinned.map(storedPost),
    nextCursor: page.nextCursor,
    canPost: page.canPost,
  }
}

/** The posts a kept page shows, by uid: whose counts an answer reads. */
export const uidsOf = (page: StoredPage): string[] =>
  [...page.items, ...page.pinned].map((post) => post.uid)

function storedPost(post: Post): StoredPost {
  const { poll } = post
  // JSON.stringify leaves out what is undefined: the live fields, written per answer.
  const head = JSON.stringify({
    ...post,
    author: undefined,
    likeCount: undefined,
    commentCount: undefined,
    liked: undefined,
    poll: undefined,
  })
  return {
    uid: post.id,
    head: head.slice(0, -1),
    poll: poll && {
      question: poll.question,
      options: poll.options.map(({ id, label }) => ({ id, label })),
      multiple: poll.multiple,
      closesAt: poll.closesAt,
    },
  }
}

/** The counts a presented page already holds (the read model's first fill needs no read). */
export function countsOf(page: FeedPage): Map<string, LiveCounts> {
  const counts = new Map<string, LiveCounts>()
  for (const post of [...page.items, ...page.pinned]) {
    counts.set(post.id, {
      author: post.author,
      likeCount: post.likeCount,
      commentCount: post.commentCount,
      liked: post.liked,
      poll: post.poll && {
        votes: Object.fromEntries(post.poll.options.map((option) => [option.id, option.votes])),
        mine: post.poll.myVotes,
        voters: post.poll.voters,
      },
    })
  }
  return counts
}

/** The page's JSON answer (FeedPage), its counts laid over the stored posts. */
export function renderPage(
  page: StoredPage,
  counts: ReadonlyMap<string, LiveCounts>,
  now = new Date(),
): string {
  const render = (post: StoredPost) => renderPost(post, counts.get(post.uid), now)
  return (
    `{"items":[${page.items.map(render).join(',')}],` +
    `"nextCursor":${JSON.stringify(page.nextCursor)},` +
    `"pinned":[${page.pinned.map(render).join(',')}],"canPost":${page.canPost}}`
  )
}

function renderPost(post: StoredPost, live: LiveCounts | undefined, now: Date): string {
  const poll: Post['poll'] = post.poll && {
    question: post.poll.question,
    options: post.poll.options.map((option) => ({
      ...option,
      votes: live?.poll?.votes[option.id] ?? 0,
    })),
    multiple: post.poll.multiple,
    closesAt: post.poll.closesAt,
    closed: pollClosed(post.poll, now),
    // In the poll's own order, as presentPosts gives them.
    myVotes: post.poll.options
      .filter((option) => live?.poll?.mine.includes(option.id))
      .map((option) => option.id),
    voters: live?.poll?.voters ?? 0,
  }
  return (
    `${post.head},"author":${JSON.stringify(live?.author ?? DELETED_PERSON)},` +
    `"likeCount":${live?.likeCount ?? 0},"commentCount":${live?.commentCount ?? 0},` +
    `"liked":${live?.liked ?? false},"poll":${JSON.stringify(poll)}}`
  )
}
