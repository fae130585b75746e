/**
 * Spec 2: /login?redirect={current page}, so signing in returns the user where they were.
 * `share` is left out: spec 4 public mode shows a visitor's view whenever share=1 is set,
 * so a student who signs in from a shared page must come back to the page itself.
 */
export function loginHref(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search)
  params.delete('share')
  const search = params.size > 0 ? `?${params.toString()}` : ''
  return `/login?redirect=${encodeURIComponent(location.pathname + search)}`
}
