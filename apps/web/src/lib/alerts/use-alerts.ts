import { useSyncExternalStore } from 'react'
import type { Alert } from './alert-store.ts'
import { alertStore } from './alert.ts'

export function useAlerts(): readonly Alert[] {
  return useSyncExternalStore(alertStore.subscribe, alertStore.getSnapshot)
}
