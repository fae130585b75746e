/**
 * The embedding page's origin, if it is one we may talk to (HOST_ORIGINS). Chromium
 * names it in `location.ancestorOrigins`; other browsers leave `document.referrer`.
 * Nothing is ever posted to `*` (architecture.md "Authentication").
 */
export function pickHostOrigin(
  ancestorOrigins: readonly string[],
  referrer: string,
  allowed: readonly string[],
): string | null {
  const parent = ancestorOrigins[0] ?? originOf(referrer)
  if (!parent) return null
  return allowed.includes(parent) ? parent : null
}

function originOf(url: string): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}
