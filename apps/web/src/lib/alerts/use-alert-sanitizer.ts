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
  // The server renders no alerts (decision 075): the sanitiser is still loading there.
  return useSyncExternalStore(subscribeToSanitizer, currentSanitizer, () => null)
}
