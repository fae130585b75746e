import { CHAT_FILE_MAX_BYTES, CHAT_FILE_TYPES } from '@quad/shared'

/** Why a file cannot be sent, decided before uploading when the browser already knows. */
export type FileProblem = 'tooBig' | 'type' | null

export function fileProblem(file: Pick<File, 'size' | 'type'>): FileProblem {
  if (file.size > CHAT_FILE_MAX_BYTES) return 'tooBig'
  if (!CHAT_FILE_TYPES.includes(file.type)) return 'type'
  return null
}
