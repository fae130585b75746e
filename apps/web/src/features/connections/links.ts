/* Routes this feature links to; the profile's is the app's (lib/app-links.ts). */

/** Standalone, Message opens Quad's own chat (issue 6; docs/decisions/006). */
export function chatHref(uid: string): string {
  return `/chat?${new URLSearchParams({ with: uid }).toString()}`
}

/** The directory's connection filter (server listing config: connection=…). */
export type ConnectionList = 'connected' | 'incoming' | 'pending'

export function connectionListHref(list: ConnectionList): string {
  return `/directory?${new URLSearchParams({ connection: list }).toString()}`
}
