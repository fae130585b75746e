import type { CommentsPage, FeedComment, FeedPage, FeedReply, Post } from '@quad/shared'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { CursorPages } from '../../lib/paging/infinite-list.ts'
import { feedKeys, type FeedSource } from './api.ts'

/*
 * A post appears in several caches at once (the home feed, a club's channel, its own page):
 * every change goes through these helpers so all of them agree. A change returns the new
 * post, or null to take it out of the lists.
 */
type PostChange = (post: Post) => Post | null

function changeList(posts: Post[], id: string, change: PostChange): Post[] {
  if (!posts.some((post) => post.id === id)) return posts
  return posts.flatMap((post) => {
    if (post.id !== id) return [post]
    const changed = change(post)
    return changed ? [changed] : []
  })
}

export function changePost(queryClient: QueryClient, id: string, change: PostChange): void {
  queryClient.setQueriesData<CursorPages<FeedPage>>({ queryKey: feedKeys.lists }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: changeList(page.items, id, change),
            pinned: changeList(page.pinned, id, change),
          })),
        }
      : data,
  )
  queryClient.setQueryData<Post>(feedKeys.post(id), (post) =>
    post ? (change(post) ?? post) : post,
  )
}

/** The post as the server now has it, in every list and on its page. */
export function putPost(queryClient: QueryClient, post: Post): void {
  changePost(queryClient, post.id, () => post)
}

export function dropPost(queryClient: QueryClient, id: string): void {
  changePost(queryClient, id, () => null)
}

/** What a rollback puts back: every feed cache as it was before an optimistic change. */
export type FeedSnapshot = ReadonlyArray<readonly [QueryKey, unknown]>

export async function snapshotFeed(queryClient: QueryClient): Promise<FeedSnapshot> {
  // A fetch landing after the optimistic write would overwrite it with the old value.
  await queryClient.cancelQueries({ queryKey: feedKeys.lists })
  await queryClient.cancelQueries({ queryKey: feedKeys.posts })
  await queryClient.cancelQueries({ queryKey: feedKeys.all, predicate: isCommentQuery })
  return queryClient.getQueriesData({ queryKey: feedKeys.all })
}

export function restoreFeed(queryClient: QueryClient, snapshot: FeedSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data)
}

function isCommentQuery(query: { queryKey: QueryKey }): boolean {
  return query.queryKey[1] === 'comments'
}

/** A comment or reply as the thread's caches hold it. */
type AnyComment = FeedComment | FeedReply
type CommentChange = <C extends AnyComment>(comment: C) => C | null

function changeComments(items: FeedComment[], id: string, change: CommentChange): FeedComment[] {
  return items.flatMap((comment) => {
    const own = comment.id === id ? change(comment) : comment
    if (!own) return []
    if (!own.replies.some((reply) => reply.id === id)) return [own]
    const replies = own.replies.flatMap((reply) => {
      const changed = reply.id === id ? change(reply) : reply
      return changed ? [changed] : []
    })
    return [{ ...own, replies }]
  })
}

/** A comment changed (or, null, went) in the post's thread and in any open "more replies". */
export function changeComment(
  queryClient: QueryClient,
  postId: string,
  id: string,
  change: CommentChange,
): void {
  queryClient.setQueriesData<CursorPages<CommentsPage>>(
    { queryKey: feedKeys.comments(postId) },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: changeComments(page.items, id, change),
            })),
          }
        : data,
  )
}

/** A new comment joins the end of the loaded thread (oldest first), or its parent's replies. */
export function addComment(queryClient: QueryClient, comment: FeedComment): void {
  const { postId, parentId } = comment
  if (parentId) {
    changeComment(queryClient, postId, parentId, (parent) =>
      'replies' in parent
        ? {
            ...parent,
            replyCount: parent.replyCount + 1,
            replies: [...parent.replies.filter((reply) => reply.id !== comment.id), comment],
          }
        : parent,
    )
    appendToLastPage(queryClient, feedKeys.replies(postId, parentId), comment)
  } else {
    appendToLastPage(queryClient, feedKeys.comments(postId), comment)
  }
  changePost(queryClient, postId, (post) => ({ ...post, commentCount: post.commentCount + 1 }))
}

function appendToLastPage(queryClient: QueryClient, key: QueryKey, comment: FeedComment): void {
  queryClient.setQueryData<CursorPages<CommentsPage>>(key, (data) => {
    const last = data?.pages.at(-1)
    // With more pages still to load, the comment will arrive with the last one.
    if (!data || !last || last.nextCursor) return data
    if (data.pages.some((page) => page.items.some((item) => item.id === comment.id))) return data
    return {
      ...data,
      pages: [...data.pages.slice(0, -1), { ...last, items: [...last.items, comment] }],
    }
  })
}

/** The reader's own new post, on top of the list it was written in (and of its page). */
export function prependPost(queryClient: QueryClient, source: FeedSource, post: Post): void {
  queryClient.setQueryData<CursorPages<FeedPage>>(feedKeys.list(source), (data) => {
    const first = data?.pages[0]
    if (!data || !first || first.items.some((item) => item.id === post.id)) return data
    return { ...data, pages: [{ ...first, items: [post, ...first.items] }, ...data.pages.slice(1)] }
  })
  queryClient.setQueryData(feedKeys.post(post.id), post)
}
