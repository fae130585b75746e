import { useState } from 'react'
import { initials } from '../../../components/person-meta.ts'

interface ProfilePictureProps {
  firstName: string
  lastName: string
  photoUrl: string | null
  /** Spec 9: 3rem by default; the card's top section shows it larger. */
  className?: string
}

/** A round picture, with the initials as the fallback when none loads (spec 9). */
export function ProfilePicture({
  firstName,
  lastName,
  photoUrl,
  className = 'size-12 text-sm',
}: ProfilePictureProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const shape = `${className} shrink-0 rounded-full ring-4 ring-white dark:ring-zinc-900`
  if (photoUrl !== null && photoUrl !== failedUrl) {
    return (
      <img
        src={photoUrl}
        alt=""
        className={`${shape} bg-zinc-200 object-cover dark:bg-zinc-800`}
        onError={() => {
          setFailedUrl(photoUrl)
        }}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${shape} grid place-items-center bg-zinc-200 font-semibold text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100`}
    >
      {initials(firstName, lastName)}
    </span>
  )
}
