/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { registerOfflineRoutes } from './offline-routes.ts'
import { notificationOf, targetOf } from './push-notification.ts'

/**
 * Quad's service worker (issue 34, decision 083), built by vite-plugin-pwa (injectManifest):
 * the app's shell precached by version, so a new deployment installs beside the old one and
 * waits until the student reloads ("A new version is ready"), and each section's code kept
 * once used; pushes shown as
 * notifications (every push shows one: Safari drops subscriptions that push silently) with
 * the app badge; a tapped notification opens its page in an open window or a new one; the
 * pages and answers last seen kept for reading offline (offline-routes.ts).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] }

// Only the precached files' own addresses: '/' is a page the server renders for the student
// (decision 075), never the precached shell, which is the offline fallback alone.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false })
cleanupOutdatedCaches()

// The rest of the built files, kept as they are first used: their names carry their
// content's hash, so a kept one is never stale; the oldest go past 300 or 30 days.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: 'quad-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
)

registerOfflineRoutes()

self.addEventListener('message', (event) => {
  const data: unknown = event.data
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING')
    void self.skipWaiting()
})

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event.data))
})

async function showPush(data: PushMessageData | null): Promise<void> {
  const shown = notificationOf(readJson(data))
  // A push Quad cannot read still shows something: a silent push breaks the promise the
  // subscription was made with (userVisibleOnly).
  if (!shown) {
    await self.registration.showNotification('Quad', { body: 'You have something new.' })
    return
  }
  await self.registration.showNotification(shown.title, shown.options)
  if ('setAppBadge' in self.navigator) await self.navigator.setAppBadge(shown.badge)
}

function readJson(data: PushMessageData | null): unknown {
  try {
    return data?.json()
  } catch {
    return null
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(openTarget(targetOf(event.notification.data, self.location.origin)))
})

/** Focuses a window of the app and takes it to `url`, or opens one. */
async function openTarget(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
  if (open) {
    await open.focus()
    await open.navigate(url)
    return
  }
  await self.clients.openWindow(url)
}
