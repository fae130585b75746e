import { OAuthStatusMessage } from '@quad/shared'
import * as z from 'zod/mini'
import { isFramed, postToHost } from '../../lib/host/host-bridge.ts'

/** The window the round trip runs in when Quad is framed (one at a time). */
const POPUP_NAME = 'quad-lms-connect'

/**
 * Starts (or restarts) the LMS round trip at `oauthURL` (the 498's or the status's
 * `connectURL`). At top level the page itself goes there and the callback brings it
 * back with `?lms=`. Framed, the LMS's pages must not load inside the host's frame (and
 * the nonce cookie must be first-party): a window of its own opens instead, and its
 * outcome comes back by `listenForLmsPopup`. Answers false when the browser blocked it.
 */
export function startLmsConnect(oauthURL: string): boolean {
  if (!isFramed()) {
    window.location.assign(oauthURL)
    return true
  }
  return window.open(oauthURL, POPUP_NAME) !== null
}

export type OAuthStatus = z.infer<typeof OAuthStatusMessage>['status']

/**
 * In the framed page: the outcome the round-trip window reports (same origin only),
 * passed on to the host (api.md "Host page protocol": `oauthStatus`) and to `onStatus`.
 */
export function listenForLmsPopup(onStatus: (status: OAuthStatus) => void): () => void {
  const listener = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return
    const parsed = z.safeParse(OAuthStatusMessage, event.data)
    if (!parsed.success) return
    postToHost(parsed.data)
    onStatus(parsed.data.status)
  }
  window.addEventListener('message', listener)
  return () => window.removeEventListener('message', listener)
}

/**
 * In the round-trip window: tells the framed page that opened it how it ended and
 * closes. False when this page was not opened by a Quad page (a plain top-level trip).
 */
export function reportToOpener(status: OAuthStatus): boolean {
  const opener = window.opener as Window | null
  if (!opener || opener === window || window.name !== POPUP_NAME) return false
  opener.postMessage(
    { type: 'oauthStatus', status } satisfies z.infer<typeof OAuthStatusMessage>,
    window.location.origin,
  )
  window.close()
  return true
}
