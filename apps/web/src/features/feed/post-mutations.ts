import { LikeResult, Post, type PollVoteBody } from '@quad/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { t } from '../../lib/i18n/t.ts'
import { toast } from '../../lib/toasts/toast.ts'
import { feedKeys, postPath } from './api.ts'
import { changePost, dropPost, putPost, restoreFeed, snapshotFeed } from './feed-cache.ts'
import './messages.ts'

export function failed(error: Error): void {
  toast(t('feed.actionFailed', { reason: error.message }), { type: 'Error' })
}

/**
 * Like or unlike at once (issue 16 item 3): the heart and the count change before the
 * server answers, and go back as they were if it refuses (decision 045).
 */
export function useLikePost(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (like: boolean) =>
      bearerRequestJson(`${postPath(postId)}/like`, LikeResult, {
        method: like ? 'PUT' : 'DELETE',
      }),
    onMutate: async (like) => {
      const snapshot = await snapshotFeed(queryClient)
      changePost(queryClient, postId, (post) =>
        post.liked === like
          ? post
          : { ...post, liked: like, likeCount: Math.max(0, post.likeCount + (like ? 1 : -1)) },
      )
      return { snapshot }
    },
    onError: (error, _like, context) => {
      if (context) restoreFeed(queryClient, context.snapshot)
      failed(error)
    },
    onSuccess: ({ liked, likeCount }) => {
      changePost(queryClient, postId, (post) => ({ ...post, liked, likeCount }))
    },
  })
}

/** A vote (or, with no options, taking it back) answers the post with the new results. */
export function useVote(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ optionIds }: PollVoteBody) =>
      bearerRequestJson(
        `${postPath(postId)}/vote`,
        Post,
        optionIds.length > 0 ? { method: 'PUT', json: { optionIds } } : { method: 'DELETE' },
      ),
    onSuccess: (post) => putPost(queryClient, post),
    onError: failed,
  })
}

export function useDeletePost(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => bearerRequest(postPath(postId), { method: 'DELETE' }),
    onSuccess: () => {
      dropPost(queryClient, postId)
      queryClient.removeQueries({ queryKey: feedKeys.post(postId) })
      toast(t('feed.deleted'), { type: 'Success' })
    },
    onError: failed,
  })
}

/** Pinning moves the post between a list's pinned head and its items: lists are read again. */
export function usePinPost(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (pin: boolean) =>
      bearerRequestJson(`${postPath(postId)}/pin`, Post, { method: pin ? 'PUT' : 'DELETE' }),
    onSuccess: (post) => {
      putPost(queryClient, post)
      void queryClient.invalidateQueries({ queryKey: feedKeys.lists })
      toast(t(post.pinned ? 'feed.pinnedDone' : 'feed.unpinnedDone'), { type: 'Success' })
    },
    onError: failed,
  })
}
