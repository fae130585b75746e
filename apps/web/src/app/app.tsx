import { AppView, connectClients } from './app-view.tsx'
import { createQueryClient } from '../lib/query-client.ts'
import { prefetchStartup } from '../lib/startup-prefetch.ts'
import { createAppRouter } from './router.ts'

const queryClient = createQueryClient()
prefetchStartup(queryClient)
// Created once, outside React, as the data router requires.
const router = createAppRouter(queryClient)
connectClients(queryClient, router)

export function App() {
  return <AppView queryClient={queryClient} router={router} />
}
