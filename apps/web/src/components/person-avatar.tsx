import { useState } from 'react'
import { initials } from './person-meta.ts'

interface PersonAvatarProps {
  firstName: string
  lastName: string
  photoUrl: string | null
  /** 2.25rem instead of 3rem (a comment beside its post). */
  small?: boolean
}

/**
 * Spec 9: a round picture, 3rem by default, with a fallback when none loads: the
 * initials on a tint of the school colour. Decorative; the card's text names the person.
 */
export function PersonAvatar({ firstName, lastName, photoUrl, small = false }: PersonAvatarProps) {
  const size = small ? 'size-9 text-xs' : 'size-12 text-sm'
  const pixels = small ? 36 : 48
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  if (photoUrl !== null && photoUrl !== failedUrl) {
    return (
      <img
        src={photoUrl}
        alt=""
        loading="lazy"
        decoding="async"
        width={pixels}
        height={pixels}
        className={`${size} shrink-0 rounded-full bg-zinc-200 object-cover dark:bg-zinc-800`}
        onError={() => {
          setFailedUrl(photoUrl)
        }}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`relative grid ${size} shrink-0 place-items-center overflow-hidden rounded-full bg-zinc-200 font-semibold text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100`}
    >
      {initials(firstName, lastName)}
    </span>
  )
}
