import { POST_IMAGES_MAX } from '@quad/shared'
import { useId } from 'react'
import { buttonVariants } from '../../../components/button-styles.ts'
import { t } from '../../../lib/i18n/t.ts'
import { IMAGE_TYPES } from '../use-post-images.ts'

interface PhotoButtonProps {
  onPick: (files: File[]) => void
}

/**
 * "Add photos": the file input itself, visually hidden inside a label drawn as a button,
 * so it keeps its name, keyboard and focus ring without a second, scripted control.
 */
export function PhotoButton({ onPick }: PhotoButtonProps) {
  const id = useId()
  return (
    <>
      <label
        className={`${buttonVariants.secondary} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus dark:has-[:focus-visible]:outline-white`}
      >
        <input
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          aria-describedby={`${id}-hint`}
          className="sr-only"
          onChange={(event) => {
            onPick([...(event.target.files ?? [])])
            // The same photo may be picked again after it was removed.
            event.target.value = ''
          }}
        />
        {t('feedComposer.addPhotos')}
      </label>
      <span id={`${id}-hint`} className="sr-only">
        {t('feedComposer.photosHint', { max: POST_IMAGES_MAX })}
      </span>
    </>
  )
}
