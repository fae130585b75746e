/**
 * The login page's `redirect` parameter (spec 2) must stay inside the app: only a
 * path on this origin is followed, anything else falls back to home. The value is
 * first normalised the way a browser's URL parser would see it (tabs and newlines
 * dropped, `\` read as `/`), so `/\t/evil.example` cannot pass as a path.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || hasControlOrSpace(value)) return '/'
  const normalised = value.replace(/[\t\n\r]/g, '').replace(/\\/g, '/')
  if (!normalised.startsWith('/') || normalised.startsWith('//')) return '/'
  const path = normalised.split(/[?#]/)[0] ?? ''
  if (path === '/login' || path.startsWith('/login/')) return '/'
  return normalised
}

/** C0 controls other than tab/newline/CR (which are dropped above), DEL and space. */
function hasControlOrSpace(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0)
    const droppedByParser = code === 0x09 || code === 0x0a || code === 0x0d
    if ((code <= 0x20 && !droppedByParser) || code === 0x7f) return true
  }
  return false
}
