/** Spec 2: /login?redirect={current page}, so signing in returns the user where they were. */
export function loginHref(location: { pathname: string; search: string }): string {
  return `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`
}
