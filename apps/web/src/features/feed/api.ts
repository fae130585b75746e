import {
  CommentsPage,
  FEED_PAGE_DEFAULT,
  FeedPage,
  Post,
  type ClubChannel,
  type FeedScope,
} from '@quad/shared'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { audienceRequestJson, type Audience } from '../../lib/http/audience-request.ts'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { isHttpError } from '../../lib/http/http.ts'
import { cursorListOptions } from '../../lib/paging/infinite-list.ts'
import { sanitizeBodiesOnServer } from './sanitize-post.ts'

export const FEED_API = '/api/v1/feed'

/** Which feed a list shows (api.md "Feed"): home, the school's, or one club's channel. */
export interface FeedSource {
  scope: FeedScope
  clubId?: string
  channel?: ClubChannel
  /** A share-mode visitor reads a public club's news without a token (api.md). */
  audience?: Audience
}

export const feedKeys = {
  all: ['feed'] as const,
  lists: ['feed', 'list'] as const,
  list: (source: FeedSource) => ['feed', 'list', source] as const,
  posts: ['feed', 'post'] as const,
  post: (id: string) => ['feed', 'post', id] as const,
  comments: (postId: string) => ['feed', 'comments', postId] as const,
  replies: (postId: string, commentId: string) =>
    ['feed', 'comments', postId, 'replies', commentId] as const,
}

export const postPath = (id: string) => `${FEED_API}/posts/${encodeURIComponent(id)}`
export const commentPath = (id: string) => `${FEED_API}/comments/${encodeURIComponent(id)}`

export function feedUrl(source: FeedSource, cursor: string | null): string {
  const params = new URLSearchParams({ scope: source.scope, limit: String(FEED_PAGE_DEFAULT) })
  if (source.clubId) params.set('clubId', source.clubId)
  if (source.channel) params.set('channel', source.channel)
  if (cursor) params.set('cursor', cursor)
  return `${FEED_API}?${params.toString()}`
}

/**
 * A feed, a page at a time (decision 025); the first page leads with the pinned posts.
 * Never refetched behind the reader's back (focus, reconnect): new posts wait for the
 * reader to ask (decision 045).
 */
export const feedListOptions = (source: FeedSource) => ({
  ...cursorListOptions(feedKeys.list(source), (cursor, signal) =>
    audienceRequestJson(source.audience ?? 'student', feedUrl(source, cursor), FeedPage, {
      signal,
    }),
  ),
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
})

/** A feed's first page, for a page's loader to start (lib/ssr/first-screen.ts). */
export async function readFeedFirstPage(
  queryClient: QueryClient,
  source: FeedSource,
): Promise<unknown> {
  const feed = await queryClient.ensureInfiniteQueryData(feedListOptions(source))
  const first = feed.pages[0]
  if (first)
    sanitizeBodiesOnServer(
      queryClient,
      [...first.pinned, ...first.items].map((post) => post.body),
    )
  return feed
}

export const postQuery = (id: string) =>
  queryOptions({
    queryKey: feedKeys.post(id),
    queryFn: ({ signal }) => bearerRequestJson(postPath(id), Post, { signal }),
    // A post that is gone (or not the viewer's to see) will not come back by asking again.
    retry: (failureCount, error) => !isHttpError(error, 404) && failureCount < 2,
  })

function commentsUrl(postId: string, cursor: string | null, parentId?: string): string {
  const params = new URLSearchParams()
  if (parentId) params.set('parentId', parentId)
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return `${postPath(postId)}/comments${query ? `?${query}` : ''}`
}

/** A post's top-level comments, oldest first, each with its first replies. */
export const commentsOptions = (postId: string) =>
  cursorListOptions(feedKeys.comments(postId), (cursor, signal) =>
    bearerRequestJson(commentsUrl(postId, cursor), CommentsPage, { signal }),
  )

/** All of one comment's replies ("more replies"), oldest first. */
export const repliesOptions = (postId: string, commentId: string) =>
  cursorListOptions(feedKeys.replies(postId, commentId), (cursor, signal) =>
    bearerRequestJson(commentsUrl(postId, cursor, commentId), CommentsPage, { signal }),
  )

/** A retried write with the same id is the same post or comment (CreateCommentBody). */
export function newClientId(): string {
  return crypto.randomUUID().replaceAll('-', '')
}
