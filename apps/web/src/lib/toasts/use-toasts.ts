import { useSyncExternalStore } from 'react'
import { toastStore } from './toast.ts'
import type { Toast } from './toast-store.ts'

const NONE: readonly Toast[] = []

/** Toasts come from what the visitor does: a page the server renders has none (decision 075). */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => NONE)
}
