import { useSyncExternalStore } from 'react'

function subscribe(changed: () => void) {
  window.addEventListener('online', changed)
  window.addEventListener('offline', changed)
  return () => {
    window.removeEventListener('online', changed)
    window.removeEventListener('offline', changed)
  }
}

/**
 * What the browser says of its connection (navigator.onLine), kept current. A page the
 * server renders is online (it was just fetched), and hydrates as such.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

/**
 * A request that got no answer at all (fetch rejects with a TypeError), as opposed to the
 * server's refusal (an HttpError): the connection went, or never was.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError
}

/** True when a browser says it has no network (never on the server, whose navigator has no onLine). */
export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}
