import { useEffect, useSyncExternalStore } from 'react'
import {
  currentSanitizer,
  loadAlertSanitizer,
  subscribeToSanitizer,
  type Sanitize,
} from './sanitize-alert-html.ts'

/** The HTML sanitiser, or null while it is still loading; `isNeeded` starts the load. */
export function useAlertSanitizer(isNeeded: boolean): Sanitize | null {
  useEffect(() => {
    if (isNeeded) void loadAlertSanitizer()
  }, [isNeeded])
  return useSyncExternalStore(subscribeToSanitizer, currentSanitizer)
}
