import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createApp } from './app/app.tsx'
import { matchesThisBrowser, readServerState } from './lib/ssr/server-state.ts'
import { rememberTimeZone } from './lib/ssr/zone-cookie.ts'
import { nextTask, whenIdle } from './lib/main-thread.ts'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html is missing the #root element')

// A page the server rendered is hydrated (its modules started after it painted, /boot.js);
// the shell's loading screen, or a page whose times this browser reads in another zone, is
// drawn anew (decision 075).
// Not a top-level await: the route chunks share this entry's modules, and the bundler would
// split them all out of it to keep a chunk from waiting on the entry that waits on it.
const server = readServerState()
// The zone names the next page's times (decision 075), nothing of this one: written once the
// page has started, as reading it is Intl's first use on a page without dates (issue 32).
whenIdle(rememberTimeZone)
// The app starts in the task after the one that evaluated its modules, a long one on a phone.
void nextTask()
  .then(() => createApp(server))
  .then(async (view) => {
    // Reading this browser's zone may be the page's first use of Intl, which starts ICU: a
    // task of its own too.
    await nextTask()
    const app = <StrictMode>{view}</StrictMode>
    // How the page started, for a test or a developer to see: drawn anew, or hydrated.
    if (!server || !matchesThisBrowser(server)) {
      document.documentElement.dataset['start'] = 'rendered'
      // At once, not as a transition: until it commits, the server's page is on screen but
      // dead, and its elements are replaced (/boot.js makes held taps again on the new ones,
      // by their place; focus and half-typed text may still be lost, decision 075).
      createRoot(container).render(app)
      return
    }
    document.documentElement.dataset['start'] = 'hydrated'
    // Hydrating as a transition lets React yield to the browser every few milliseconds, so
    // a tap on the painted page is never stuck behind the whole page's hydration (decision
    // 075). A page that does not match its server HTML is drawn again by React, and said
    // loudly: the e2e suite fails on it (e2e/tests/server-render.spec.ts).
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => {
          console.error('Quad: the page did not match its server HTML', error)
        },
      })
    })
  })
