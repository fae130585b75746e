import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter } from 'react-router'
import { RoutedAppView, connectClients } from '../app/app-view.tsx'
import { createQueryClient } from '../lib/query-client.ts'
import { createAppRouter } from '../app/router.ts'
import { maya, shellHandlers, type FakeApiOptions } from './fake-api.ts'
import { fakeRealtime } from './fake-realtime.ts'
import { server } from './setup-routes.ts'

/**
 * Renders the whole app at `path` as a browser would open it: the real router, guards,
 * loaders, shell and section, with the shell's calls answered (fake-api.ts) and a realtime
 * socket that says hello (`realtime.send` pushes the server's frames). A test adds
 * `server.use(...)` handlers for the calls its screen makes.
 */
export function renderRoute(path: string, options: FakeApiOptions = {}) {
  const realtime = fakeRealtime((options.user === undefined ? maya : options.user)?.uid ?? '')
  server.use(...shellHandlers(options), realtime.handler)
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryRouter, { initialEntries: [path] })
  connectClients(queryClient, router)
  const user = userEvent.setup()
  const view = render(<RoutedAppView queryClient={queryClient} router={router} />)
  return { ...view, router, queryClient, user, realtime }
}
