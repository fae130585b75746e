/** Issue 4 / the server's photo route: JPEG, PNG or WebP of at most 5 MB. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',')

export type PhotoFileProblem = 'type' | 'size'

/** Checked before anything is decoded or sent, so a 40 MB file fails at once. */
export function checkPhotoFile(file: Pick<File, 'type' | 'size'>): PhotoFileProblem | null {
  if (!PHOTO_TYPES.some((type) => type === file.type)) return 'type'
  if (file.size > PHOTO_MAX_BYTES) return 'size'
  return null
}

/** Sizes as people read them on their phone: 7.3 MB, 5 MB. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10
}
