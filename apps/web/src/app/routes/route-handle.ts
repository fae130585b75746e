/**
 * What a route declares about itself in `handle`. `public`: spec 2 "Routes flagged public
 * can be viewed without authentication when the URL has share=1" (public mode reads it).
 */
export interface RouteHandle {
  public?: boolean
}

export const publicRoute = { public: true } as const satisfies RouteHandle
