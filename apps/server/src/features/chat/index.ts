/**
 * The chat feature's public entry: what other features may use. Moderation reaches a
 * reported message through the report subject chat declares (decision 032), not here.
 * The feed takes a post's images from chat's uploads (`takeUploads`, decision 041).
 */
export { REPORTED_MESSAGE } from './messages.service.ts'
export { takeUploads, type TakenUpload, type UploadTarget } from './upload-handover.ts'
