/*
 * The notifications feature's public entry (decision 019): what another feature may use.
 * Kept small, with no components, so importing it pulls nothing heavy into a chunk.
 */
export { notificationKeys } from './notification-keys.ts'
