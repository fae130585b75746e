/** The chat feature's public entry: what other features (moderation) may use. */
export { announceMessage, hideMessage, reportedMessages } from './moderated.service.ts'
export type { ReportedMessage } from './moderated.service.ts'
export { REPORTED_MESSAGE } from './messages.service.ts'
