/** The notifications feature's public entry: what other features may use. */
export { announce } from './announce.ts'
export { notify, notifyAll, type Delivered } from './notifications.service.ts'
export { dropGroupPreferences } from './preferences.service.ts'
