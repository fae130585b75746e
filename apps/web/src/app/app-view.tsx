import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { RouterProvider } from 'react-router/dom'
import { authTokensQuery, fetchCurrentUser } from '../lib/session/session.ts'
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
  setCsrfTokenProvider(async (forSignIn) => {
    if (forSignIn && !(await fetchCurrentUser(queryClient).catch(() => null))) return
    await queryClient.query(authTokensQuery)
  })
}

/**
 * The whole app around its router: the browser's (app.tsx), a memory router in route-level
 * tests, or the server's static router (entry-server.tsx). The alert and toast regions need
 * no router context, and outlive every page change.
 */
export function AppView({
  queryClient,
  children,
}: {
  queryClient: QueryClient
  children: ReactNode
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AlertRegion />
      <ToastRegion />
    </QueryClientProvider>
  )
}

/** The app in the browser, or in a route-level test, around its data router. */
export function RoutedAppView({
  queryClient,
  router,
}: {
  queryClient: QueryClient
  router: AppRouter
}) {
  return (
    <AppView queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppView>
  )
}
