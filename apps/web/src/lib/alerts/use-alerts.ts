import { useSyncExternalStore } from 'react'
import type { Alert } from './alert-store.ts'
import { alertStore } from './alert.ts'

const NONE: readonly Alert[] = []

/** Alerts come from what the visitor does: a page the server renders has none (decision 075). */
export function useAlerts(): readonly Alert[] {
  return useSyncExternalStore(alertStore.subscribe, alertStore.getSnapshot, () => NONE)
}
