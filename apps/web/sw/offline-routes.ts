/// <reference lib="webworker" />
import { ERROR_STATUS_HEADER } from '@quad/shared'
import type { WorkboxPlugin } from 'workbox-core/types.js'
import { ExpirationPlugin } from 'workbox-expiration'
import { PrecacheFallbackPlugin } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { isKeptApiPath, OFFLINE_CACHES } from '../src/lib/offline/offline-caches.ts'

declare const self: ServiceWorkerGlobalScope

/** Only a whole answer is kept: a 200 of the expected type, not an error dressed as one (spec 7). */
function keepOnly(type: string): WorkboxPlugin {
  return {
    cacheWillUpdate: ({ response }) =>
      Promise.resolve(
        response.status === 200 &&
          !response.headers.has(ERROR_STATUS_HEADER) &&
          (response.headers.get('Content-Type') ?? '').startsWith(type)
          ? response
          : null,
      ),
  }
}

/*
 * Answers are looked up by address alone: the bearer token or cookie they were fetched with
 * is the same student's (the window empties these caches when the student changes), and a
 * compressed answer's Vary must not hide it from an offline read.
 */
const matchOptions: CacheQueryOptions = { ignoreVary: true }

/**
 * Offline reading (issue 34 item 3, decision 084). Online, every page and API answer comes
 * from the network as before, and a copy is kept; with no network, the copy last seen is
 * answered instead. A page never opened online falls back to the precached shell, which
 * draws itself from the kept API answers.
 */
export function registerOfflineRoutes(): void {
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
    new NetworkFirst({
      cacheName: OFFLINE_CACHES.pages,
      matchOptions,
      plugins: [
        keepOnly('text/html'),
        new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true }),
        new PrecacheFallbackPlugin({ fallbackURL: '/index.html' }),
      ],
    }),
  )
  registerRoute(
    ({ url }) => url.origin === self.location.origin && isKeptApiPath(url.pathname),
    new NetworkFirst({
      cacheName: OFFLINE_CACHES.data,
      matchOptions,
      plugins: [
        keepOnly('application/json'),
        new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true }),
      ],
    }),
    'GET',
  )
}
