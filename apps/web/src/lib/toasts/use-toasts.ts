import { useSyncExternalStore } from 'react'
import { toastStore } from './toast.ts'
import type { Toast } from './toast-store.ts'

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot)
}
