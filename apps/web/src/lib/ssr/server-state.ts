import type { DehydratedState } from '@tanstack/react-query'
import { SERVER_STATE_ID } from './document.ts'

/**
 * What a server-rendered page hands the browser (decision 075): the router's loader data
 * and the query cache, as the server had them when it rendered, so the first render in the
 * browser draws exactly the same page (hydration) and asks the server nothing again.
 */
export interface ServerState {
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null }
  queries: DehydratedState
}

/** The state of a server-rendered page, or null when the page came as the bare shell. */
export function readServerState(doc: Document = document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ID)
  if (!element?.textContent) return null
  return JSON.parse(element.textContent) as ServerState
}
