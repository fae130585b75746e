import '@testing-library/jest-dom/vitest'
// IndexedDB as the browser has it (the offline queue, check-in): jsdom has none.
import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterEach, beforeAll } from 'vitest'
import { installBrowserGaps } from './browser-gaps.ts'
import { alertStore } from '../lib/alerts/alert.ts'
import { clearOfflineData } from '../lib/offline/offline-data.ts'
import { toastStore } from '../lib/toasts/toast.ts'
import { fallbackHandlers, ORIGIN } from './fake-api.ts'

/**
 * Route-level tests (`*.test.tsx`): the app's real routes, components and clients in jsdom,
 * with the network answered by MSW. A request no test answered fails the test.
 */
/*
 * Files share a worker (isolate: false, vitest.config.ts) and Vitest runs this setup file
 * again before each: the one server lives on the worker's global, listening from the first
 * file on, its handlers reset after every test. A second server would answer nothing.
 */
const worker = globalThis as typeof globalThis & { quadMsw?: ReturnType<typeof setupServer> }
const existing = worker.quadMsw
export const server = existing ?? setupServer(...fallbackHandlers)
worker.quadMsw = server

/*
 * findBy and waitFor wait for a condition, not a time: the default 1 s gives up too early on
 * a loaded two-core machine (lazy sections, MSW round trips), so allow 10 s.
 */
configure({ asyncUtilTimeout: 10_000 })

beforeAll(() => {
  installBrowserGaps()
  if (existing) return
  server.listen({ onUnhandledRequest: 'error' })
  // The app calls its own origin with relative paths, as a browser resolves them; Node's
  // fetch needs them absolute. Outermost, so MSW sees absolute URLs too.
  const intercepted = globalThis.fetch
  globalThis.fetch = (input, init) =>
    intercepted(typeof input === 'string' ? new URL(input, ORIGIN).href : input, init)
})
afterEach(async () => {
  cleanup()
  server.resetHandlers()
  // What a test queued on the device (decision 084) is not the next one's.
  await clearOfflineData()
  // Nor the toasts and alerts it left showing (module stores, shared by the worker's files):
  // a toast stays 5 s, and the next test's same words would be found twice.
  for (const shown of toastStore.getSnapshot()) toastStore.dismiss(shown.id)
  for (const shown of alertStore.getSnapshot()) alertStore.close(shown.id)
})
