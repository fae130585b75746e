/*
 * The app's own pages that several features link to, in one place (features do not import
 * each other, style.md "Boundaries"): a route's address changes here or nowhere.
 */

/** Spec 2 /student_profile?uid={uid}: the full profile (spec 4 "View Profile"). */
export function studentProfileHref(uid: string): string {
  return `/student_profile?${new URLSearchParams({ uid }).toString()}`
}

/** A club's page (spec 3's club address). */
export const clubHref = (id: string) => `/_/_/clubs/${encodeURIComponent(id)}`

/** A post's own page. */
export const postHref = (id: string) => `/posts/${encodeURIComponent(id)}`
