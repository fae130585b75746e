/*
 * Routes this feature links to. The profile feature has its own copy of the profile
 * href; features do not import each other (style.md "Boundaries").
 */

/** Spec 2 /student_profile?uid={uid}: the full profile (spec 4 "View Profile"). */
export function studentProfileHref(uid: string): string {
  return `/student_profile?${new URLSearchParams({ uid }).toString()}`
}

/** Standalone, Message opens Quad's own chat (issue 6; docs/decisions/006). */
export function chatHref(uid: string): string {
  return `/chat?${new URLSearchParams({ with: uid }).toString()}`
}

/** The directory's connection filter (server listing config: connection=…). */
export type ConnectionList = 'connected' | 'incoming' | 'pending'

export function connectionListHref(list: ConnectionList): string {
  return `/directory?${new URLSearchParams({ connection: list }).toString()}`
}
