import { t } from '../../../lib/i18n/t.ts'

interface PhotoPreviewProps {
  firstName: string
  lastName: string
  photoUrl: string | null
}

/** The current picture as the card shows it (round), or the initials others see instead. */
export function PhotoPreview({ firstName, lastName, photoUrl }: PhotoPreviewProps) {
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()
  return photoUrl ? (
    <img
      src={photoUrl}
      alt={t('settings.photoCurrent')}
      width={112}
      height={112}
      className="size-28 shrink-0 rounded-full bg-zinc-200 object-cover ring-4 ring-white dark:bg-zinc-800 dark:ring-zinc-900"
    />
  ) : (
    <span
      role="img"
      aria-label={t('settings.photoNone')}
      className="inline-flex size-28 shrink-0 items-center justify-center rounded-full bg-school text-3xl font-semibold text-on-school"
    >
      {initials}
    </span>
  )
}
