import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { startWhenIdle } from '../main-thread.ts'

/** The app's realtime wiring, loaded on demand: starts the socket, returns its stop. */
export type LoadRealtime = () => Promise<{ start: (queryClient: QueryClient) => () => void }>

/**
 * One realtime socket while a student is signed in (never for a visitor). The client and
 * the features' frame handlers are loaded after sign-in, once the browser is idle (`load`,
 * a dynamic import the app passes), in their own chunk, so the shell's first load stays small.
 */
export function useRealtime(signedIn: boolean, load: LoadRealtime): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!signedIn) return
    // Once the page has started, in tasks of its own (issue 32): the socket's code and the
    // features' frame handlers are no part of the first screen.
    return startWhenIdle(load, ({ start }) => start(queryClient))
  }, [signedIn, queryClient, load])
}
