/**
 * The login page's `redirect` parameter (spec 2) must stay inside the app: only a
 * path on this origin is followed, anything else falls back to home.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/'
  }
  if (value.startsWith('/login')) return '/'
  return value
}
