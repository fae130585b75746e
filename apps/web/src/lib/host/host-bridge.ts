import type { HostContextMessage, ToHostMessage } from '@quad/shared'
import { startContracts } from '../http/contracts.ts'
import { pickHostOrigin } from './pick-host-origin.ts'

/**
 * Quad ↔ host page (spec 1, 4, 7; docs/embedding.md). Messages go only to, and are
 * accepted only from, the parent window when its origin is in HOST_ORIGINS.
 */
let hostOrigin: string | null = null

export function isFramed(): boolean {
  // The server's render (decision 075) is never framed: it renders only unframed requests.
  if (typeof window === 'undefined') return false
  try {
    return window.parent !== window
  } catch {
    return true
  }
}

/** Decides once, at start, whether the parent may hear from and speak to Quad. */
export function connectToHost(allowedOrigins: readonly string[]): string | null {
  if (!isFramed()) return (hostOrigin = null)
  const ancestors = Array.from(window.location.ancestorOrigins ?? [])
  hostOrigin = pickHostOrigin(ancestors, document.referrer, allowedOrigins)
  return hostOrigin
}

export function hasHost(): boolean {
  return hostOrigin !== null
}

export function postToHost(message: ToHostMessage): boolean {
  if (!hostOrigin) return false
  window.parent.postMessage(message, hostOrigin)
  return true
}

/*
 * Issue 12: the host hears `webapp_logged_out` once each time the user is found signed out,
 * not once per page or per failed call while they stay signed out; finding them signed in
 * again (after the host signs them in) arms it for the next time.
 */
let toldLoggedOut = false

/** Tells the host the user is logged out (spec 1, 4), unless it already knows. */
export function tellHostLoggedOut(): void {
  if (toldLoggedOut) return
  toldLoggedOut = postToHost({ type: 'webapp_logged_out' })
}

/** The user is signed in: the next time they are not, the host must hear it again. */
export function noteSignedIn(): void {
  toldLoggedOut = false
}

/** Calls `onContext` for every valid context message from the host, until unsubscribed. */
export function onHostContext(onContext: (message: HostContextMessage) => void): () => void {
  // Loading starts now, so the check is ready by the time the host answers; messages that
  // arrive before it are checked in arrival order, and none is delivered after unsubscribing.
  const contracts = startContracts()
  let listening = true
  const listener = (event: MessageEvent) => {
    if (!hostOrigin || event.origin !== hostOrigin || event.source !== window.parent) return
    void contracts.then(({ safeParse, HostContextMessage }) => {
      const parsed = safeParse(HostContextMessage, event.data)
      if (listening && parsed.success) onContext(parsed.data)
    })
  }
  window.addEventListener('message', listener)
  return () => {
    listening = false
    window.removeEventListener('message', listener)
  }
}

/**
 * Announces readiness and waits briefly for the host's session and school, so the
 * app can skip those calls (spec 7). Resolves null when there is no host or it is silent.
 */
export function awaitHostContext(timeoutMs = 800): Promise<HostContextMessage | null> {
  if (!hostOrigin) return Promise.resolve(null)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop()
      resolve(null)
    }, timeoutMs)
    const stop = onHostContext((message) => {
      clearTimeout(timer)
      stop()
      resolve(message)
    })
    postToHost({ type: 'webapp_ready' })
  })
}
