/**
 * The chat feature's public entry: what other features may use. Moderation reaches a
 * reported message through the report subject chat declares (decision 032), not here.
 * The feed takes a post's images from chat's uploads (`takeUploads`, decision 041), and forms
 * their file answers (`takeFiles`, decision 110).
 */
export { REPORTED_MESSAGE } from './messages.service.ts'
export {
  takeFiles,
  takeUploads,
  type TakenFile,
  type TakenUpload,
  type Taking,
  type UploadTarget,
} from './upload-handover.ts'
