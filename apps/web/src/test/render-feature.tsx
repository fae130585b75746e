import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { setJwt } from '../lib/http/bearer-client.ts'
import { createQueryClient } from '../lib/query-client.ts'
import { shellHandlers } from './fake-api.ts'
import { server } from './setup-routes.ts'

/**
 * Renders one feature's component as a signed-in student's page holds it: a query client
 * and a bearer token (the shell's calls answered), for a component no route shows yet
 * (the composer, until the home route composes it).
 */
export function renderFeature(ui: ReactNode) {
  server.use(...shellHandlers())
  setJwt('aaa.bbb.ccc')
  const queryClient = createQueryClient()
  const user = userEvent.setup()
  const view = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>)
  return { ...view, user, queryClient }
}
