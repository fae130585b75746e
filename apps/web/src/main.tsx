import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createApp } from './app/app.tsx'
import { readServerState } from './lib/ssr/server-state.ts'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html is missing the #root element')

// A page the server rendered is hydrated; the shell's loading screen is replaced (decision 075).
// Not a top-level await: the route chunks share this entry's modules, and the bundler would
// split them all out of it to keep a chunk from waiting on the entry that waits on it.
const server = readServerState()
void createApp(server).then((view) => {
  const app = <StrictMode>{view}</StrictMode>
  if (!server) {
    createRoot(container).render(app)
    return
  }
  // A page that does not match its server HTML is drawn again by React, and said loudly: the
  // e2e suite fails on it (e2e/tests/server-render.spec.ts).
  hydrateRoot(container, app, {
    onRecoverableError: (error) => {
      console.error('Quad: the page did not match its server HTML', error)
    },
  })
})
