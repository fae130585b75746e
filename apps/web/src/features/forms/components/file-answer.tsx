import { CHAT_FILE_MAX_BYTES, type FormQuestion } from '@quad/shared'
import { useId, useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { IMAGES_AND_PDFS, useFilePicker } from '../../../components/file-picker.tsx'
import { fieldLabelClass } from '../../../components/field-styles.ts'
import { describedBy, FieldNotes } from '../../../components/labelled-fields.tsx'
import { formatFileSize, formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { uploadFile, UploadError } from '../../../lib/http/upload-file.ts'

type Upload =
  | { status: 'none' }
  | { status: 'uploading'; name: string; progress: number }
  | { status: 'done'; name: string; size: number }

interface FileAnswerProps {
  question: Extract<FormQuestion, { kind: 'file' }>
  /** The question's label, with its required mark. */
  label: string
  error: string | undefined
  /** The upload's id once it is stored ('' when taken off). */
  onChange: (uploadId: string) => void
}

/**
 * A file question as the student answers it (decision 110): "Choose a file" opens the
 * device's picker, the file uploads at once with its progress, and then shows by name and
 * size with "Choose another" and "Remove". The answer is the upload's id; the response
 * takes the file over when it is sent. Too big a file is refused before it is sent.
 */
export function FileAnswer({ question, label, error, onChange }: FileAnswerProps) {
  const id = useId()
  const [upload, setUpload] = useState<Upload>({ status: 'none' })
  const [problem, setProblem] = useState<string | undefined>()
  const hint = [question.help, t('forms.fileHint', { size: formatFileSize(CHAT_FILE_MAX_BYTES) })]
    .filter(Boolean)
    .join(' ')
  const shown = problem ?? error

  const send = (file: File) => {
    setProblem(undefined)
    if (file.size > CHAT_FILE_MAX_BYTES) {
      setProblem(
        t('forms.fileTooLarge', { name: file.name, size: formatFileSize(CHAT_FILE_MAX_BYTES) }),
      )
      return
    }
    setUpload({ status: 'uploading', name: file.name, progress: 0 })
    onChange('')
    uploadFile(file, (progress) => {
      setUpload({ status: 'uploading', name: file.name, progress })
    }).then(
      (stored) => {
        setUpload({ status: 'done', name: stored.name, size: stored.size })
        onChange(stored.id)
      },
      (failure: unknown) => {
        setUpload({ status: 'none' })
        const reason =
          failure instanceof UploadError && failure.status !== 0
            ? failure.message
            : t('forms.fileOffline')
        setProblem(t('forms.fileFailed', { name: file.name, reason }))
      },
    )
  }

  // The server checks the bytes; the picker offers what it takes.
  const picker = useFilePicker(IMAGES_AND_PDFS, send)
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-invalid={Boolean(shown)}
      aria-describedby={describedBy(id, hint, shown)}
    >
      <legend className={`${fieldLabelClass} mb-1`}>{label}</legend>
      {picker.input}
      {upload.status === 'uploading' ? (
        <p role="status" className="flex flex-wrap items-center gap-2">
          <span>
            {t('forms.fileUploading', {
              name: upload.name,
              percent: `${formatNumber(Math.round(upload.progress * 100))}%`,
            })}
          </span>
          <progress className="w-32" max={1} value={upload.progress} aria-hidden="true" />
        </p>
      ) : null}
      {upload.status === 'done' ? (
        <p className="font-medium break-all">
          {t('forms.fileChosen', { name: upload.name, size: formatFileSize(upload.size) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-disabled={upload.status === 'uploading'}
          onClick={() => {
            if (upload.status !== 'uploading') picker.open()
          }}
        >
          {upload.status === 'done' ? t('forms.fileReplace') : t('forms.fileChoose')}
        </Button>
        {upload.status === 'done' ? (
          <Button
            variant="secondary"
            aria-label={t('forms.fileRemoveNamed', { name: upload.name })}
            onClick={() => {
              setUpload({ status: 'none' })
              onChange('')
            }}
          >
            {t('forms.fileRemove')}
          </Button>
        ) : null}
      </div>
      <FieldNotes id={id} hint={hint} error={shown} />
    </fieldset>
  )
}
