import type { ClubChannel, FeedScope, Post } from '@quad/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { useInfiniteList } from '../../../lib/paging/infinite-list.ts'
import { cachedCurrentUser } from '../../../lib/session/session.ts'
import { useFirstScreenItems } from '../../../lib/ssr/first-screen.ts'
import { feedListOptions, type FeedSource } from '../api.ts'
import { prependPost } from '../feed-cache.ts'
import { useNewPosts } from '../use-new-posts.ts'
import { useWatchPosts } from '../watch.ts'
import { FeedSkeleton } from './feed-skeleton.tsx'
import { NewPostsButton } from './new-posts-button.tsx'
import { PostCard, type RenderEditor } from './post-card.tsx'
import type { Audience } from '../../../lib/http/audience-request.ts'

/**
 * The posts a server-rendered page draws and hydrates (decision 075): more than a phone's
 * screen holds, a quarter of a page. The rest follow in a deferred render, which React
 * splits into short tasks, instead of 20 posts in the page's HTML and its hydration.
 */
const FIRST_SCREEN_POSTS = 5

export interface FeedListProps {
  scope: FeedScope
  clubId?: string
  channel?: ClubChannel
  /** A share-mode visitor: a public club's news, read only (default: a student). */
  audience?: Audience
  /**
   * The composer the route passes in (track F's PostComposer), shown only where the server
   * said the viewer may post (`FeedPage.canPost`); `onPosted` puts the new post on top.
   */
  composer?: (onPosted: (post: Post) => void) => ReactNode
  renderEditor?: RenderEditor
  /** The list's heading, for its landmark (hidden when the page already shows one). */
  label?: string
}

/**
 * A feed (issue 16): the composer, pinned posts first, then newest first a page at a time
 * with Load more; "n new posts" arriving live, loaded only when the reader asks; empty and
 * error states that say what to do.
 */
export function FeedList({
  scope,
  clubId,
  channel,
  audience,
  composer,
  renderEditor,
  label,
}: FeedListProps) {
  const headingId = useId()
  const queryClient = useQueryClient()
  const source: FeedSource = {
    scope,
    ...(clubId ? { clubId } : {}),
    ...(channel ? { channel } : {}),
    ...(audience === 'visitor' ? { audience } : {}),
  }
  const options = feedListOptions(source)
  const { query, items, hasMore, isLoadingMore, loadMoreFailed, loadMore } =
    useInfiniteList(options)
  const pinned = query.data?.pages[0]?.pinned ?? []
  const pinnedIds = new Set(pinned.map((post) => post.id))
  const posts = [...pinned, ...items.filter((post) => !pinnedIds.has(post.id))]
  const shown = new Set(posts.map((post) => post.id))
  const fresh = useNewPosts(source, shown, cachedCurrentUser(queryClient)?.uid ?? null)
  const listRef = useRef<HTMLOListElement>(null)
  useWatchPosts(posts.map((post) => post.id))

  // The reader asked for the new posts: once they are drawn, focus goes to the first one.
  const focusAfter = useRef<ReadonlySet<string> | null>(null)
  const shownKey = posts.map((post) => post.id).join(',')
  useEffect(() => {
    const before = focusAfter.current
    if (!before) return
    const first = [
      ...(listRef.current?.querySelectorAll<HTMLElement>('[data-post-id]') ?? []),
    ].find((node) => !before.has(node.dataset['postId'] ?? ''))
    if (!first) return
    focusAfter.current = null
    first.focus()
  }, [shownKey])
  const showNew = async () => {
    focusAfter.current = new Set(shown)
    await query.refetch()
    fresh.markSeen()
  }
  const canPost = query.data?.pages[0]?.canPost ?? false
  // Only a list the server drew defers: elsewhere every post is drawn at once.
  // Until every post is drawn, the list's end (Load more, "the end") waits with them.
  const { drawn, isDrawing } = useFirstScreenItems(posts, FIRST_SCREEN_POSTS)

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="sr-only">
        {label ?? t('feed.title')}
      </h2>
      {canPost && composer ? composer((post) => prependPost(queryClient, source, post)) : null}
      <NewPostsButton
        count={fresh.count}
        isLoading={query.isRefetching}
        onShow={() => void showNew()}
      />
      {query.isPending ? (
        <FeedSkeleton />
      ) : query.isError && posts.length === 0 ? (
        <div role="alert" className="rounded-2xl border border-zinc-200 p-5 dark:border-zinc-800">
          <p className="text-zinc-800 dark:text-zinc-200">{t('feed.loadFailed')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            {t('feed.retry')}
          </Button>
        </div>
      ) : posts.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-zinc-300 p-6 text-center text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">
          {scope === 'home' ? t('feed.emptyHome') : t('feed.empty')}{' '}
          {canPost ? t('feed.emptyCanPost') : null}
        </p>
      ) : (
        <ol ref={listRef} aria-label={t('feed.listLabel')} className="flex flex-col gap-4">
          {drawn.map((post) => (
            <li key={post.id}>
              <PostCard post={post} renderEditor={renderEditor} />
            </li>
          ))}
        </ol>
      )}
      {isDrawing ? null : hasMore || loadMoreFailed ? (
        <div className="flex flex-col items-center gap-2">
          {loadMoreFailed ? (
            <p role="alert" className="text-sm text-zinc-800 dark:text-zinc-200">
              {t('feed.loadFailed')}
            </p>
          ) : null}
          <Button variant="secondary" disabled={isLoadingMore} onClick={loadMore}>
            {isLoadingMore ? t('feed.loadingMore') : t('feed.loadMore')}
          </Button>
        </div>
      ) : posts.length > 0 && !query.isPending ? (
        <p className="text-center text-sm text-zinc-700 dark:text-zinc-300">{t('feed.end')}</p>
      ) : null}
    </section>
  )
}
