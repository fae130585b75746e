/**
 * What the service worker keeps of a signed-in student's Quad for reading offline (issue 34
 * item 3, decision 084): the pages as the server last rendered them, and the API's answers
 * as last seen. The window clears both at sign-out and when another account signs in on the
 * device (offline-data.ts); the worker writes them (sw/offline-routes.ts).
 */
export const OFFLINE_CACHES = { pages: 'quad-pages', data: 'quad-data' } as const

/** The API paths whose answers are kept: the session surface and the bearer API (spec 7). */
export function isKeptApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/v1/') || pathname.startsWith('/mobile_ws/')
}
