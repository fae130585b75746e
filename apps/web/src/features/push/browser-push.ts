/**
 * What this browser can do about push (issue 34): Web Push needs a service worker and the
 * Push API; on iPhone and iPad (iOS 16.4+) only an app added to the Home Screen has them.
 */
export type PushSupport = 'supported' | 'needs-install' | 'unsupported'

export function pushSupport(nav: Navigator = navigator, win: Window = window): PushSupport {
  const hasApis = 'serviceWorker' in nav && 'PushManager' in win && 'Notification' in win
  if (hasApis) return 'supported'
  const ios =
    /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.maxTouchPoints > 1 && /Mac/.test(nav.userAgent))
  const standalone = win.matchMedia('(display-mode: standalone)').matches
  return ios && !standalone ? 'needs-install' : 'unsupported'
}

/** The browser's answer to "may Quad show notifications?", or null where it has none. */
export function notificationPermission(): NotificationPermission | null {
  return typeof Notification === 'undefined' ? null : Notification.permission
}

/** The browser refused permission: the student or their settings said no. */
export class PushRefusedError extends Error {
  override name = 'PushRefusedError'
}

/** The service worker is not there to receive pushes (a development build, or it failed). */
export class NoServiceWorkerError extends Error {
  override name = 'NoServiceWorkerError'
}

/** This page's service worker registration, if one is active within `timeoutMs`. */
export async function activeRegistration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration> {
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
  ])
  if (!registration) throw new NoServiceWorkerError()
  return registration
}
