import { SyncPage } from '@quad/shared'
import { http } from 'msw'
import { answer, ORIGIN } from './fake-api.ts'
import { server } from './setup-routes.ts'

/**
 * The browser's word on its connection, for a test: navigator.onLine and the `offline` /
 * `online` events, as a phone losing and finding its network gives them. Coming back
 * online, the shell's chat catches up (GET /api/v1/chat/sync): nothing new, here.
 * `backOnline` must run before the test ends (files share a worker's globals): call it in
 * a `finally`.
 */
export function goOffline(): { backOnline: () => void } {
  let online = false
  server.use(
    http.get(`${ORIGIN}/api/v1/chat/sync`, () =>
      answer(SyncPage, { items: [], lastSeq: 0, hasMore: false }),
    ),
  )
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event('offline'))
  return {
    backOnline: () => {
      online = true
      window.dispatchEvent(new Event('online'))
      // jsdom's own getter (always online) answers again.
      Reflect.deleteProperty(navigator, 'onLine')
    },
  }
}
