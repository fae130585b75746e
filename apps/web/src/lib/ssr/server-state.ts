import type { DehydratedState } from '@tanstack/react-query'
import { deviceTimeZone } from '../time-zones.ts'
import { SERVER_STATE_ID } from './document.ts'

/**
 * What a server-rendered page hands the browser (decision 075): the router's loader data
 * and the query cache, as the server had them when it rendered, so the first render in the
 * browser draws exactly the same page (hydration) and asks the server nothing again.
 */
export interface ServerState {
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null }
  queries: DehydratedState
  /** Whether the server drew a phone's layout (lib/ssr/phone-guess.ts). */
  phone: boolean
  /** The zone the server drew times in (the browser's, from its cookie); null: none drawn. */
  zone: string | null
  /** When the server drew the page (epoch ms): the browser hydrates at it (render-clock.ts). */
  now: number
}

/**
 * Whether this browser would draw the server's HTML as it is: its times read in the same
 * zone. A browser the server did not know (no zone cookie yet, or just abroad) draws the
 * page itself, from the same state, instead of hydrating HTML it would not match.
 */
export function matchesThisBrowser(state: ServerState): boolean {
  return state.zone === null || state.zone === deviceTimeZone()
}

/** The state of a server-rendered page, or null when the page came as the bare shell. */
export function readServerState(doc: Document = document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ID)
  if (!element?.textContent) return null
  return JSON.parse(element.textContent) as ServerState
}
