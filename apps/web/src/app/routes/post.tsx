import { useQuery } from '@tanstack/react-query'
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { PostPage, postQuery } from '../../features/feed/index.ts'
import { queryClientContext } from '../../lib/query-client.ts'
import { authTokensQuery } from '../../lib/session/session.ts'
import { usePageName } from '../page-name.ts'
import { renderPostEditor } from './feed-slots.tsx'

/** The post's calls use the bearer client (spec 7): the JWT first. */
export async function loader({ context }: LoaderFunctionArgs) {
  await context.get(queryClientContext).ensureQueryData(authTokensQuery)
  return null
}

/** A post and its whole conversation, /posts/:postId (issue 16). */
export function Component() {
  const id = useParams()['postId'] ?? ''
  // The page loads the post; this only reads the cache, to name the page (WCAG 2.4.2).
  const post = useQuery({ ...postQuery(id), enabled: false }).data
  usePageName(post ? `${post.author.firstName} ${post.author.lastName}`.trim() : null)
  return <PostPage key={id} id={id} renderEditor={renderPostEditor} />
}
