/**
 * The chat feature's public entry: what other features may use. Moderation reaches a
 * reported message through the report subject chat declares (decision 032), not here.
 */
export { REPORTED_MESSAGE } from './messages.service.ts'
