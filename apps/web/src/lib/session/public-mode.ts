/**
 * Spec 4 "App loading": public mode is on when the URL has share=1 and the route is
 * marked public; a visitor then sees that route with no user and no auth tokens.
 * Spec 6 / api.md: only routes flagged public (`handle: { public: true }`) qualify.
 */
export function isShareUrl(url: URL): boolean {
  return url.searchParams.get('share') === '1'
}
