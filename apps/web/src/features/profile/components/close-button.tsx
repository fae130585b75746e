import '../messages.ts'
import { t } from '../../../lib/i18n/t.ts'
import { Icon } from '../../../components/icon.tsx'

interface CloseButtonProps {
  onClose: () => void
}

/** Spec 2 "It has a close button": over the photo, so a solid disc keeps it legible. */
export function CloseButton({ onClose }: CloseButtonProps) {
  return (
    <button
      type="button"
      aria-label={t('profile.close')}
      onClick={onClose}
      className={
        'absolute top-3 right-3 z-10 grid size-11 place-items-center rounded-full bg-white/90 text-zinc-900 shadow-md ' +
        'hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white ' +
        'dark:bg-zinc-900/90 dark:text-zinc-50 dark:hover:bg-zinc-900'
      }
    >
      <Icon name="close" />
    </button>
  )
}
