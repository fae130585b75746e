import { useRef, type Ref } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { checkPhotoFile, megabytes, PHOTO_MAX_BYTES } from '../photo-file.ts'

interface PhotoChooserProps {
  ref: Ref<HTMLButtonElement>
  accept: string
  label: string
  disabled: boolean
  onImage: (image: ImageBitmap) => void
  /** What is wrong with the chosen file, or null once a good one is chosen. */
  onProblem: (message: string | null) => void
}

/** A button that opens the file picker; the input itself stays hidden and out of the tab order. */
export function PhotoChooser({
  ref,
  accept,
  label,
  disabled,
  onImage,
  onProblem,
}: PhotoChooserProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const choose = async (file: File) => {
    const problem = checkPhotoFile(file)
    if (problem === 'type') return onProblem(t('settings.photoWrongType'))
    if (problem === 'size') {
      const size = megabytes(file.size)
      return onProblem(t('settings.photoTooLarge', { size, max: megabytes(PHOTO_MAX_BYTES) }))
    }
    try {
      // Decoded here, not by the server: a broken file is caught before the crop step.
      onImage(await createImageBitmap(file))
      onProblem(null)
    } catch {
      onProblem(t('settings.photoUnreadable'))
    }
  }
  return (
    <>
      <Button ref={ref} disabled={disabled} onClick={() => inputRef.current?.click()}>
        {label}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        hidden
        data-testid="photo-input"
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Cleared, so choosing the same file again still fires a change.
          event.target.value = ''
          if (file) void choose(file)
        }}
      />
    </>
  )
}
