/** The notifications feature's public entry: what other features may use. */
export { dropGroupPreferences } from './preferences.service.ts'
export { switchesFor } from './matrix.ts'
