/**
 * The server's first HTML of a page (decision 075). The server hands the web app's render
 * the visitor's request, the shell it would have sent, and a way to read its own API as that
 * visitor; the render answers the whole document, a redirect, or that the page renders in
 * the browser only. Plain data both ways: neither side imports the other.
 */
export interface PageRequest {
  /** The page's absolute URL as the visitor asked for it (the school is in its host). */
  url: string
  /** The visitor's request headers, lower-case names (the session cookie among them). */
  headers: Record<string, string>
  /**
   * The IANA zone the visitor's browser named (its `quad_tz` cookie), when it is one: times
   * are drawn in it. Without it, in the school's zone.
   */
  timeZone?: string
  /** `index.html` as the server would send it, with the page's modulepreloads. */
  template: string
  /** Reads the server's own API as this visitor: the same routes and answers the browser gets. */
  api: (call: ApiCall) => Promise<ApiAnswer>
}

/** A read the render makes: pages render from GETs only. */
export interface ApiCall {
  path: string
  headers: Record<string, string>
}

export interface ApiAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

export type PageAnswer =
  | { kind: 'document'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string }
  /**
   * Not rendered on the server: send the shell, the browser renders the page. `failure`
   * says why when the render broke (the server logs it; the visitor still gets the page).
   */
  | { kind: 'shell'; failure?: string }

/** What the web app's server entry exports (`apps/web/dist/.ssr/entry-server.js`). */
export type RenderPage = (request: PageRequest) => Promise<PageAnswer>
