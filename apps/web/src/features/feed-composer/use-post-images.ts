import { CHAT_FILE_MAX_BYTES, CHAT_FILE_TYPES, POST_IMAGES_MAX } from '@quad/shared'
import { useCallback, useEffect, useRef, useState } from 'react'
import { t } from '../../lib/i18n/t.ts'
import { uploadFile, UploadError } from '../../lib/http/upload-file.ts'

/** A photo picked for the post: its local preview, then its upload's progress or failure. */
export interface PostImageDraft {
  key: string
  name: string
  /** A local object URL while it uploads and after; null where the browser makes none. */
  previewUrl: string | null
  status: 'uploading' | 'done' | 'error'
  progress: number
  fileId: string | null
  error: string | null
}

/** The upload route takes PDFs for chat; a post's photos are images only (issue 16 item 2). */
export const IMAGE_TYPES = CHAT_FILE_TYPES.filter((type) => type.startsWith('image/'))
const MAX_SIZE = `${String(CHAT_FILE_MAX_BYTES / 1024 / 1024)} MB`

function problem(file: File, index: number, room: number): string | null {
  const name = file.name
  if (index >= room) return t('feedComposer.tooMany', { max: POST_IMAGES_MAX, name })
  if (!IMAGE_TYPES.includes(file.type)) return t('feedComposer.notImage', { name })
  if (file.size > CHAT_FILE_MAX_BYTES) return t('feedComposer.tooBig', { name, size: MAX_SIZE })
  return null
}

/** The server's 413 and 415 say why in their body; the file is named with it. */
function refusal(name: string, error: unknown): string {
  if (error instanceof UploadError && (error.status === 413 || error.status === 415)) {
    return t('feedComposer.refused', { name, reason: error.message })
  }
  return t('feedComposer.uploadFailed', { name })
}

function previewOf(file: File): string | null {
  return 'createObjectURL' in URL ? URL.createObjectURL(file) : null
}

function forget(image: PostImageDraft): void {
  if (image.previewUrl) URL.revokeObjectURL(image.previewUrl)
}

/**
 * A post's photos (issue 16 item 2): each uploads at once through `POST /api/v1/files`,
 * with progress; they can be removed and reordered; `fileIds` are the uploaded ones in order.
 */
export function usePostImages() {
  const [images, setImages] = useState<PostImageDraft[]>([])
  const latest = useRef(images)
  useEffect(() => {
    latest.current = images
  }, [images])
  useEffect(() => () => latest.current.forEach(forget), [])

  const patch = useCallback((key: string, change: Partial<PostImageDraft>) => {
    setImages((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    )
  }, [])

  const add = (files: File[]) => {
    const room = POST_IMAGES_MAX - images.filter((image) => image.status !== 'error').length
    for (const [index, file] of files.entries()) {
      const error = problem(file, index, room)
      const key = crypto.randomUUID()
      const base = { key, name: file.name, progress: 0, fileId: null }
      if (error) {
        setImages((current) => [...current, { ...base, previewUrl: null, status: 'error', error }])
        continue
      }
      const previewUrl = previewOf(file)
      setImages((current) => [
        ...current,
        { ...base, previewUrl, status: 'uploading', error: null },
      ])
      uploadFile(file, (progress) => {
        patch(key, { progress })
      }).then(
        (stored) => {
          patch(key, { status: 'done', progress: 1, fileId: stored.id })
        },
        (failure: unknown) => {
          patch(key, { status: 'error', error: refusal(file.name, failure) })
        },
      )
    }
  }

  const remove = (key: string) => {
    images.filter((image) => image.key === key).forEach(forget)
    setImages((current) => current.filter((image) => image.key !== key))
  }

  /** Moves a photo one place earlier (-1) or later (+1): the post shows them in this order. */
  const move = (key: string, by: -1 | 1) => {
    setImages((current) => {
      const from = current.findIndex((image) => image.key === key)
      const to = from + by
      const moving = current[from]
      if (!moving || to < 0 || to >= current.length) return current
      const next = current.filter((image) => image.key !== key)
      next.splice(to, 0, moving)
      return next
    })
  }

  const clear = () => {
    images.forEach(forget)
    setImages([])
  }

  return {
    images,
    add,
    remove,
    move,
    clear,
    fileIds: images.flatMap((image) => (image.fileId ? [image.fileId] : [])),
    isUploading: images.some((image) => image.status === 'uploading'),
    hasFailed: images.some((image) => image.status === 'error'),
  }
}

export type PostImagesApi = ReturnType<typeof usePostImages>
