import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, RouterContextProvider } from 'react-router'
import { LoadingScreen } from '../components/loading-screen.tsx'
import { queryClientContext } from './query-client.ts'
import { requireUser } from './require-user.ts'
import { RootLayout, rootLoader } from './root-layout.tsx'
import { RouteErrorPage } from './route-error-page.tsx'

/*
 * Spec 2: each section loads on demand. Route modules export React Router's
 * conventional `Component` and `loader`, so `lazy` can take the module as it is.
 * The root layout stays eager: every page needs it, so splitting it off would only add
 * a round trip before the first paint.
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(
    [
      {
        id: 'root',
        path: '/',
        Component: RootLayout,
        loader: rootLoader,
        ErrorBoundary: RouteErrorPage,
        HydrateFallback: LoadingScreen,
        children: [
          { path: 'login', lazy: () => import('./routes/login.tsx') },
          {
            id: 'authenticated',
            middleware: [requireUser],
            children: [{ index: true, lazy: () => import('./routes/home.tsx') }],
          },
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
    ],
    {
      getContext: () => {
        const context = new RouterContextProvider()
        context.set(queryClientContext, queryClient)
        return context
      },
    },
  )
}
