import { FeedComment, LikeResult, type CreateCommentBody } from '@quad/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { commentPath, feedKeys, postPath } from './api.ts'
import { addComment, changeComment, changePost, restoreFeed, snapshotFeed } from './feed-cache.ts'
import { failed } from './post-mutations.ts'

/**
 * Sends a comment or a reply. The caller keeps one `clientId` per draft, so a retry after a
 * lost answer is the same comment on the server (CreateCommentBody).
 */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateCommentBody) =>
      bearerRequestJson(`${postPath(postId)}/comments`, FeedComment, {
        method: 'POST',
        json: body,
      }),
    onSuccess: (comment) => addComment(queryClient, comment),
  })
}

/** Optimistic like of a comment or reply, put back if the server refuses. */
export function useLikeComment(postId: string, commentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (like: boolean) =>
      bearerRequestJson(`${commentPath(commentId)}/like`, LikeResult, {
        method: like ? 'PUT' : 'DELETE',
      }),
    onMutate: async (like) => {
      const snapshot = await snapshotFeed(queryClient)
      changeComment(queryClient, postId, commentId, (comment) =>
        comment.liked === like
          ? comment
          : {
              ...comment,
              liked: like,
              likeCount: Math.max(0, comment.likeCount + (like ? 1 : -1)),
            },
      )
      return { snapshot }
    },
    onError: (error, _like, context) => {
      if (context) restoreFeed(queryClient, context.snapshot)
      failed(error)
    },
    onSuccess: ({ liked, likeCount }) => {
      changeComment(queryClient, postId, commentId, (comment) => ({
        ...comment,
        liked,
        likeCount,
      }))
    },
  })
}

export function useDeleteComment(postId: string, commentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => bearerRequest(commentPath(commentId), { method: 'DELETE' }),
    onSuccess: () => {
      changeComment(queryClient, postId, commentId, () => null)
      changePost(queryClient, postId, (post) => ({
        ...post,
        commentCount: Math.max(0, post.commentCount - 1),
      }))
      // The server decides what a deleted comment takes with it: the counts are read again.
      void queryClient.invalidateQueries({ queryKey: feedKeys.post(postId) })
    },
    onError: failed,
  })
}

export function useEditComment(postId: string, commentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: string) =>
      bearerRequestJson(commentPath(commentId), FeedComment, { method: 'PATCH', json: { body } }),
    onSuccess: (saved) => {
      changeComment(queryClient, postId, commentId, (comment) => ({
        ...comment,
        body: saved.body,
        mentions: saved.mentions,
        editedAt: saved.editedAt,
      }))
    },
  })
}
