import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router/dom'
import { AlertRegion } from './alerts/alert-region.tsx'
import { onAuthError, setCsrfTokenProvider } from './http.ts'
import { authTokensQuery } from '../features/auth/api.ts'
import { createQueryClient } from './query-client.ts'
import { createAppRouter } from './router.ts'
import { handleSessionEnded } from './session-ended.ts'
import { ToastRegion } from './toasts/toast-region.tsx'

const queryClient = createQueryClient()
// Created once, outside React, as the data router requires.
const router = createAppRouter(queryClient)
// Spec 7-8: one handler for a 401 from either API client.
onAuthError(() => handleSessionEnded(queryClient, router))
// Spec 7: state changes carry the session's CSRF token; fetch it on first need.
setCsrfTokenProvider(() => queryClient.query(authTokensQuery))

/* The alert and toast regions need no router context, and outlive every page change. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AlertRegion />
      <ToastRegion />
    </QueryClientProvider>
  )
}
