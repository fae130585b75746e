/**
 * The browser's word on its connection, for a test: navigator.onLine and the `offline` /
 * `online` events, as a phone losing and finding its network gives them. `backOnline` must
 * run before the test ends (files share a worker's globals): call it in a `finally`.
 */
export function goOffline(): { backOnline: () => void } {
  let online = false
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
