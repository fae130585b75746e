import { useState } from 'react'
import { initials } from '../../../components/person-meta.ts'

interface ChatAvatarProps {
  firstName: string
  lastName: string
  photoUrl: string | null
  size?: 'xs' | 'sm' | 'md'
  /** A green dot for a 1:1 whose other student is online; its meaning is also said in text. */
  online?: boolean
}

const sizes = { xs: 'size-6 text-[0.625rem]', sm: 'size-9 text-xs', md: 'size-12 text-sm' }

/** A round picture, or initials when there is none or it fails. Decorative: text names the person. */
export function ChatAvatar({
  firstName,
  lastName,
  photoUrl,
  size = 'md',
  online = false,
}: ChatAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const box = `${sizes[size]} shrink-0 rounded-full`
  return (
    <span aria-hidden="true" className="relative inline-block shrink-0">
      {photoUrl !== null && photoUrl !== failedUrl ? (
        <img
          src={photoUrl}
          alt=""
          loading="lazy"
          className={`${box} bg-zinc-200 object-cover dark:bg-zinc-800`}
          onError={() => {
            setFailedUrl(photoUrl)
          }}
        />
      ) : (
        <span
          className={`${box} grid place-items-center bg-zinc-200 font-semibold text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100`}
        >
          {initials(firstName, lastName)}
        </span>
      )}
      {online ? (
        <span className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-white bg-green-600 dark:border-zinc-900" />
      ) : null}
    </span>
  )
}
