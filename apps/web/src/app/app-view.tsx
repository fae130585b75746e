import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from 'react-router/dom'
import { authTokensQuery } from '../lib/session/session.ts'
import { AlertRegion } from './alerts/alert-region.tsx'
import { onAuthError, setCsrfTokenProvider } from '../lib/http/http.ts'
import type { AppRouter } from './router.ts'
import { handleSessionEnded } from './session-ended.ts'
import { ToastRegion } from './toasts/toast-region.tsx'

/** Connects the API clients to the app: the one auth-error handler and the CSRF provider. */
export function connectClients(queryClient: QueryClient, router: AppRouter): void {
  // Spec 7-8: one handler for a 401 from either API client.
  onAuthError(() => handleSessionEnded(queryClient, router))
  // Spec 7: state changes carry the session's CSRF token; fetch it on first need.
  setCsrfTokenProvider(() => queryClient.query(authTokensQuery))
}

/**
 * The whole app around a router: the browser's in app.tsx, a memory router in route-level
 * tests. The alert and toast regions need no router context, and outlive every page change.
 */
export function AppView({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AlertRegion />
      <ToastRegion />
    </QueryClientProvider>
  )
}
