import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router/dom'
import { forgetSession } from '../features/auth/api.ts'
import { loginHref } from './login-href.ts'
import { createQueryClient } from './query-client.ts'
import { createAppRouter } from './router.ts'

const queryClient = createQueryClient({
  // Spec 8: a 401 on a web-service call (never the authentication call, which cannot 401)
  // means the session ended elsewhere; send the user to sign in and back again.
  onUnauthorized: () => {
    forgetSession(queryClient)
    const { location } = router.state
    if (location.pathname !== '/login') void router.navigate(loginHref(location))
  },
})
// Created once, outside React, as the data router requires.
const router = createAppRouter(queryClient)

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
