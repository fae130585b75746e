import { MutationCache, QueryClient } from '@tanstack/react-query'
import { createContext } from 'react-router'
import { authenticationQuery } from './session/session.ts'
import { NotAuthenticatedError } from './http/bearer-client.ts'
import { isHttpError } from './http/http.ts'

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The mutation changes what the authentication call says about the signed-in user
       * (photo, name): the shell re-reads it, so the top bar follows without a reload.
       */
      changesCurrentUser?: boolean
    }
  }
}

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
  const queryClient: QueryClient = new QueryClient({
    // Features mark such mutations in `meta` rather than knowing the auth feature's keys.
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) =>
        mutation.meta?.changesCurrentUser
          ? queryClient.invalidateQueries({ queryKey: authenticationQuery.queryKey })
          : undefined,
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Asked even with no network: the service worker answers with what was last seen
        // (decision 084); TanStack's default would hold every query until the network returns.
        networkMode: 'offlineFirst',
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isWorthRetrying(error),
      },
    },
  })
  return queryClient
}
