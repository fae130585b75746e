import { MESSAGE_FILES_MAX, type ChatFile } from '@quad/shared'
import { useCallback, useState } from 'react'
import { t } from '../../lib/i18n/t.ts'
import { uploadFile, UploadError } from '../../lib/http/upload-file.ts'
import { fileProblem } from './upload.ts'

export interface Attachment {
  key: string
  name: string
  status: 'uploading' | 'done' | 'error'
  /** 0 to 1 while uploading. */
  progress: number
  file: ChatFile | null
  error: string | null
}

function uploadErrorText(name: string, error: unknown): string {
  if (error instanceof UploadError && error.status === 413) return t('chat.fileTooBig', { name })
  if (error instanceof UploadError && error.status === 415) return t('chat.fileType', { name })
  return t('chat.uploadFailed', { name })
}

/** Files picked for the next message: each uploads at once, with progress or an error. */
export function useAttachments() {
  const [items, setItems] = useState<Attachment[]>([])
  const patch = useCallback((key: string, change: Partial<Attachment>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)))
  }, [])

  const add = useCallback(
    (files: File[], held: number) => {
      const room = Math.max(0, MESSAGE_FILES_MAX - held)
      for (const [index, file] of files.entries()) {
        const key = crypto.randomUUID()
        const problem = index >= room ? 'tooMany' : fileProblem(file)
        const base: Attachment = {
          key,
          name: file.name,
          status: 'uploading',
          progress: 0,
          file: null,
          error: null,
        }
        if (problem) {
          const error =
            problem === 'tooMany'
              ? t('chat.tooManyFiles', { count: MESSAGE_FILES_MAX })
              : t(problem === 'tooBig' ? 'chat.fileTooBig' : 'chat.fileType', { name: file.name })
          setItems((current) => [...current, { ...base, status: 'error', error }])
          continue
        }
        setItems((current) => [...current, base])
        uploadFile(file, (progress) => {
          patch(key, { progress })
        }).then(
          (stored) => {
            patch(key, { status: 'done', progress: 1, file: stored })
          },
          (error: unknown) => {
            patch(key, { status: 'error', error: uploadErrorText(file.name, error) })
          },
        )
      }
    },
    [patch],
  )

  const remove = useCallback((key: string) => {
    setItems((current) => current.filter((item) => item.key !== key))
  }, [])
  const clear = useCallback(() => {
    setItems([])
  }, [])
  const ready = items.flatMap((item) => (item.file ? [item.file] : []))
  const uploading = items.some((item) => item.status === 'uploading')
  return { items, add, remove, clear, ready, uploading }
}
