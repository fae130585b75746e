import { QueryCache, QueryClient } from '@tanstack/react-query'
import { createContext } from 'react-router'
import { isHttpError } from './http.ts'

/** Lets route loaders and middleware reach the one QueryClient without a module singleton. */
export const queryClientContext = createContext<QueryClient>()

interface QueryClientHooks {
  /** Spec 8: a 401 on a web-service call means the session is gone. */
  onUnauthorized: () => void
}

const MAX_RETRIES = 2

export function createQueryClient({ onUnauthorized }: QueryClientHooks): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isHttpError(error, 401)) onUnauthorized()
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; only network failures and 5xx are worth another try.
        retry: (failureCount, error) =>
          failureCount < MAX_RETRIES && !(isHttpError(error) && error.status < 500),
      },
    },
  })
}
