/**
 * The login page's `redirect` parameter (spec 2) must stay inside the app: only a
 * path on this origin is followed, anything else falls back to home. The value is
 * first normalised the way a browser's URL parser would see it (tabs and newlines
 * dropped, `\` read as `/`), so `/\t/evil.example` cannot pass as a path.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f ]/.test(value)) return '/'
  const normalised = value.replace(/[\t\n\r]/g, '').replace(/\\/g, '/')
  if (!normalised.startsWith('/') || normalised.startsWith('//')) return '/'
  const path = normalised.split(/[?#]/)[0] ?? ''
  if (path === '/login' || path.startsWith('/login/')) return '/'
  return normalised
}
