import { useId, useRef, useState } from 'react'
import { isHttpError } from '../../../lib/http/http.ts'
import { t } from '../../../lib/i18n/t.ts'
import { buttonVariants } from '../../../components/button-styles.ts'
import { fieldErrorClass, fieldHintClass } from '../../../components/field-styles.ts'
import { useUploadSchoolImage, type SchoolImageKind } from '../api.ts'

interface ImageUploadProps {
  kind: SchoolImageKind
  label: string
  hint: string
  url: string | null
}

/** One image with its preview and an upload button; the server decides by the bytes. */
export function ImageUpload({ kind, label, hint, url }: ImageUploadProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadSchoolImage(kind)
  const [status, setStatus] = useState('')
  const error = upload.error
    ? isHttpError(upload.error)
      ? (upload.error.body?.error.message ?? upload.error.message)
      : upload.error.message
    : null
  return (
    <div className="flex items-center gap-4">
      <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-2xl bg-zinc-100 ring-1 ring-zinc-200 dark:bg-zinc-800 dark:ring-zinc-700">
        {url ? (
          <img src={url} alt={label} className="size-full object-contain p-1" />
        ) : (
          <span className="px-1 text-center text-xs text-zinc-700 dark:text-zinc-300">
            {t('adminSchool.noImage')}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <span id={`${id}-label`} className="font-medium text-zinc-900 dark:text-zinc-50">
          {label}
        </span>
        <span id={`${id}-hint`} className={fieldHintClass}>
          {hint}
        </span>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid={`${kind}-input`}
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (!file) return
            setStatus(t('adminSchool.uploading'))
            upload.mutate(file, {
              onSuccess: () => setStatus(t('adminSchool.uploaded', { what: label })),
              onError: () => setStatus(''),
            })
          }}
        />
        <button
          type="button"
          aria-describedby={`${id}-hint`}
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
          className={`${buttonVariants.secondary} self-start`}
        >
          {upload.isPending ? t('adminSchool.uploading') : t('adminSchool.upload', { what: label })}
        </button>
        <span role="status" className={fieldHintClass}>
          {status}
        </span>
        {error ? (
          <span role="alert" className={fieldErrorClass}>
            {error}
          </span>
        ) : null}
      </div>
    </div>
  )
}
