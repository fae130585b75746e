/** The notifications feature's public entry: what other features may use. */
export { dropGroupPreferences, studentTimeZone } from './preferences.service.ts'
export { switchesFor } from './matrix.ts'
export { pushSessionIds } from './push-subscriptions.service.ts'
