/*
 * The feed's public entry (issue 16, decision 019): the list the home page and the club
 * page's tabs compose, and one post's card.
 */
import './messages.ts'

export { FeedList, type FeedListProps } from './components/feed-list.tsx'
export { PostCard, type RenderEditor } from './components/post-card.tsx'
export { PostPage } from './components/post-page.tsx'
export { postQuery } from './api.ts'
export { setServerPostSanitizer, type SanitizedBody } from './sanitize-post.ts'
export { readFeedFirstPage } from './api.ts'
