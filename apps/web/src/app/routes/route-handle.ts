import type { PlainMessageKey } from '../../lib/i18n/t.ts'

/**
 * What a route declares about itself in `handle`. `public`: spec 2 "Routes flagged public
 * can be viewed without authentication when the URL has share=1" (public mode reads it).
 * `title`: the page's name (WCAG 2.4.2); the shell makes the document title from the
 * deepest matched route that has one (app/use-page-title.ts).
 */
export interface RouteHandle {
  public?: boolean
  title?: PlainMessageKey
}

/** A route's handle with its title, and public when spec 2 lets a visitor see it. */
export function titled(title: PlainMessageKey, options: { public?: boolean } = {}): RouteHandle {
  return { title, ...options }
}
