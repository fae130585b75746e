import type { SectionKey } from '@quad/shared'
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
  /** The section a school may switch off (issue 14): the shell shows "turned off" then. */
  section?: SectionKey
  /**
   * The server renders this page's first HTML (decision 075); the others get the loading
   * screen and render in the browser, until each section is made ready for it.
   */
  serverRendered?: boolean
}

/** A route's handle with its title, and public when spec 2 lets a visitor see it. */
export function titled(
  title: PlainMessageKey,
  options: Omit<RouteHandle, 'title'> = {},
): RouteHandle {
  return { title, ...options }
}
