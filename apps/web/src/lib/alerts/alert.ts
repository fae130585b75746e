import { createAlertStore, type AlertInput } from './alert-store.ts'
import { hasMarkup, loadAlertSanitizer } from './sanitize-alert-html.ts'

/** The app's one alert store; components read it through useAlerts. */
export const alertStore = createAlertStore()

/**
 * Shows an alert (spec 4). An empty message clears every alert not marked
 * keepAfterRouteChange, as the spec's alert service does.
 */
export function alert(input: AlertInput): number | null {
  // Start loading the sanitiser now: it is usually ready within the 100 ms show delay.
  if (hasMarkup(input.message)) void loadAlertSanitizer()
  return alertStore.alert(input)
}
