import type { Post } from '@quad/shared'
import type { RenderEditor } from '../../features/feed/index.ts'
import {
  PostComposer,
  PostEditor,
  type PostComposerProps,
} from '../../features/feed-composer/index.ts'

/*
 * The feed's slots, filled with the composer feature's parts (issue 16): the routes that
 * show a feed (home, a post, a club's channels) pass these, so reading and writing stay
 * two features that do not import each other.
 */

/** Edit in place: the composer's editor dialog for the post. */
export const renderPostEditor: RenderEditor = (post, close) => (
  <PostEditor post={post} onDone={close} />
)

/** The composer for a feed: the school feed, or a club's channel. */
export function composerFor(where: Omit<PostComposerProps, 'onPosted'> = {}) {
  return function Composer(onPosted: (post: Post) => void) {
    return <PostComposer {...where} onPosted={onPosted} />
  }
}
