import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router'
import { DetailLoadFailed, DetailPage } from '../../../components/detail-page.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import { isHttpError } from '../../../lib/http/http.ts'
import { t } from '../../../lib/i18n/t.ts'
import { postQuery } from '../api.ts'
import { useWatchPosts } from '../watch.ts'
import { CommentThread } from './comment-thread.tsx'
import { PostCard, type RenderEditor } from './post-card.tsx'

/** /posts/:postId: one post and its whole conversation (issue 16). */
export function PostPage({ id, renderEditor }: { id: string; renderEditor?: RenderEditor }) {
  const post = useQuery(postQuery(id))
  const navigate = useNavigate()
  useWatchPosts(post.data ? [post.data.id] : [])
  const back = (
    <Link to="/" className={`text-sm font-semibold ${textLinkClass}`}>
      ← {t('feed.backHome')}
    </Link>
  )
  if (post.isPending) {
    return (
      <DetailPage back={back}>
        <p role="status">{t('feed.loadingMore')}</p>
      </DetailPage>
    )
  }
  if (!post.data) {
    return (
      <DetailPage back={back}>
        <DetailLoadFailed
          isMissing={isHttpError(post.error, 404)}
          missing={{ title: t('feed.postGone'), body: t('feed.postGoneBody') }}
          failed={{ title: t('feed.postGone'), body: t('feed.loadFailed'), retry: t('feed.retry') }}
          onRetry={() => void post.refetch()}
        />
      </DetailPage>
    )
  }
  return (
    <DetailPage back={back}>
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <h1 className="sr-only">
          {t('feed.postLabel', {
            name: `${post.data.author.firstName} ${post.data.author.lastName}`.trim(),
          })}
        </h1>
        <PostCard
          post={post.data}
          isDetail
          {...(renderEditor ? { renderEditor } : {})}
          onDeleted={() => void navigate('/')}
        />
        <CommentThread post={post.data} />
      </div>
    </DetailPage>
  )
}
