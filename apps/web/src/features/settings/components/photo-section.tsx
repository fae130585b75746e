import { useRef, useState } from 'react'
import { isHttpError } from '../../../lib/http/http.ts'
import { alert } from '../../../lib/alerts/alert.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { Button } from '../../../components/button.tsx'
import { useRemovePhoto, useUploadPhoto } from '../api.ts'
import { PHOTO_ACCEPT } from '../photo-file.ts'
import { FormSection } from '../../../components/form-section.tsx'
import { fieldErrorClass } from '../../../components/field-styles.ts'
import { PhotoChooser } from './photo-chooser.tsx'
import { PhotoCropper } from './photo-cropper.tsx'
import { PhotoPreview } from './photo-preview.tsx'
import { SettingsDialog } from './settings-dialog.tsx'

interface PhotoSectionProps {
  firstName: string
  lastName: string
  photoUrl: string | null
}

/** Issue 4 photo: choose (type and size checked here), crop, upload with progress; remove. */
export function PhotoSection({ firstName, lastName, photoUrl }: PhotoSectionProps) {
  const [image, setImage] = useState<ImageBitmap | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const chooserRef = useRef<HTMLButtonElement>(null)
  const upload = useUploadPhoto()
  const remove = useRemovePhoto()
  const fail = (error: Error) => {
    const reason = isHttpError(error, 413) ? t('settings.photoServerTooLarge') : error.message
    alert({ type: 'Error', message: t('settings.photoFailed', { reason }) })
  }
  const send = (photo: Blob) => {
    setImage(null)
    upload.mutate(photo, {
      onSuccess: () => toast(t('settings.photoSaved'), { type: 'Success' }),
      onError: fail,
    })
  }
  const isBusy = upload.isPending || remove.isPending
  return (
    <FormSection id="photo" title={t('settings.photoTitle')} description={t('settings.photoHint')}>
      <div className="flex flex-col items-center gap-5 sm:flex-row">
        <PhotoPreview firstName={firstName} lastName={lastName} photoUrl={photoUrl} />
        <div className="flex w-full flex-col gap-3">
          {upload.isPending ? (
            <div role="status" className="flex flex-col gap-2">
              <span>{t('settings.uploading')}</span>
              {/* The upload goes through fetch, which reports no progress: indeterminate. */}
              <progress aria-label={t('settings.uploading')} className="h-2 w-full accent-school" />
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <PhotoChooser
              ref={chooserRef}
              accept={PHOTO_ACCEPT}
              label={photoUrl ? t('settings.photoChange') : t('settings.photoChoose')}
              disabled={isBusy}
              onImage={setImage}
              onProblem={setProblem}
            />
            {photoUrl ? (
              <Button
                variant="secondary"
                disabled={isBusy}
                onClick={() => {
                  remove.mutate(undefined, {
                    onSuccess: () => toast(t('settings.photoRemoved'), { type: 'Success' }),
                    onError: fail,
                  })
                }}
              >
                {remove.isPending ? t('settings.photoRemoving') : t('settings.photoRemove')}
              </Button>
            ) : null}
          </div>
          {problem ? (
            <p role="alert" className={fieldErrorClass}>
              {problem}
            </p>
          ) : null}
        </div>
      </div>
      <SettingsDialog
        open={image !== null}
        title={t('settings.cropTitle')}
        onCancel={() => {
          setImage(null)
        }}
        onClosed={() => chooserRef.current?.focus()}
      >
        {image ? (
          <PhotoCropper
            image={image}
            onCrop={send}
            onCancel={() => {
              setImage(null)
            }}
          />
        ) : null}
      </SettingsDialog>
    </FormSection>
  )
}
