import { QueryClient } from '@tanstack/react-query'
import { createContext } from 'react-router'
import { NotAuthenticatedError } from './bearer-client.ts'
import { isHttpError } from './http.ts'

/** Lets route loaders and middleware reach the one QueryClient without a module singleton. */
export const queryClientContext = createContext<QueryClient>()

const MAX_RETRIES = 2

/** A 4xx will not change on retry, nor will a missing token; only network failures and 5xx. */
function isWorthRetrying(error: unknown): boolean {
  if (error instanceof NotAuthenticatedError) return false
  return !(isHttpError(error) && error.status < 500)
}

/*
 * 401s are handled where requests are made (http.ts onAuthError), so both clients and
 * mutations are covered, not only queries.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isWorthRetrying(error),
      },
    },
  })
}
