/** Where the feed links to: a post's own page, a club's page, a student's profile. */
export const postHref = (id: string) => `/posts/${encodeURIComponent(id)}`
export const clubHref = (id: string) => `/_/_/clubs/${encodeURIComponent(id)}`
export { profileHref } from './sanitize-post.ts'
