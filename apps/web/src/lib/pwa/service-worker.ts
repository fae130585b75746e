import { appUpdate } from './app-update.ts'

/** Checks for a new version when the app comes back to the screen, at most this often. */
const UPDATE_CHECK_MS = 30 * 60_000

/**
 * Registers Quad's service worker (issue 34, decision 083) once the first screen is up:
 * only where the browser has them, and never inside a host page's frame, whose page is the
 * host's (spec 7). A new version waiting is offered through `appUpdate`; taking it tells the
 * waiting worker to take over, and the page reloads when it does.
 */
export async function registerServiceWorker(): Promise<void> {
  // What happened, for a test or a developer to see (`html[data-worker]`).
  const mark = (state: 'framed' | 'unsupported' | 'registered') => {
    document.documentElement.dataset['worker'] = state
  }
  if (window.top !== window.self) return mark('framed')
  if (!('serviceWorker' in navigator)) return mark('unsupported')
  const { Workbox } = await import('workbox-window')
  const workbox = new Workbox('/service-worker.js', { scope: '/' })
  workbox.addEventListener('waiting', () => {
    appUpdate.offer(() => {
      workbox.addEventListener('controlling', () => {
        window.location.reload()
      })
      workbox.messageSkipWaiting()
    })
  })
  await workbox.register()
  mark('registered')
  let checked = Date.now()
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return
    checked = Date.now()
    void workbox.update()
  })
}
