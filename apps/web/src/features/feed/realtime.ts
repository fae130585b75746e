import { Post } from '@quad/shared'
import type { QueryClient } from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { isHttpError } from '../../lib/http/http.ts'
import type { FrameOf, RealtimeExtension } from '../../lib/realtime/registry.ts'
import { feedKeys, postPath } from './api.ts'
import { changePost, dropPost, putPost } from './feed-cache.ts'
import { announcePost } from './live-store.ts'
import { resendWatch } from './watch.ts'

/** An edited post is read again, through the one rule of who sees what; gone is dropped. */
async function refreshPost(queryClient: QueryClient, id: string): Promise<void> {
  try {
    putPost(queryClient, await bearerRequestJson(postPath(id), Post))
  } catch (error) {
    if (isHttpError(error, 404)) dropPost(queryClient, id)
  }
}

export function applyFeedUpdate(queryClient: QueryClient, frame: FrameOf<'feed.update'>): void {
  const { postId, likeCount, commentCount } = frame
  switch (frame.change) {
    case 'removed':
      dropPost(queryClient, postId)
      void queryClient.invalidateQueries({ queryKey: feedKeys.post(postId) })
      return
    case 'edited':
      void refreshPost(queryClient, postId)
      return
    case 'comment':
      void queryClient.invalidateQueries({ queryKey: feedKeys.comments(postId) })
      break
    case 'counts':
      break
  }
  changePost(queryClient, postId, (post) => ({ ...post, likeCount, commentCount }))
}

/**
 * What the feed adds to the socket (decision 045): new posts are announced to the lists,
 * which count them; updates of watched posts change every cache that holds them.
 */
export function feedRealtime(queryClient: QueryClient): RealtimeExtension {
  return {
    frames: {
      'feed.post': announcePost,
      'feed.update': (frame) => applyFeedUpdate(queryClient, frame),
    },
    onHello: () => resendWatch(),
  }
}
