import type { AuthUser } from '@quad/shared'
import { useState } from 'react'

interface ProfileAvatarProps {
  user: Pick<AuthUser, 'firstName' | 'lastName' | 'photoUrl'>
  className?: string
}

function initials({ firstName, lastName }: ProfileAvatarProps['user']): string {
  return `${firstName.slice(0, 1)}${lastName.slice(0, 1)}`.toUpperCase()
}

/**
 * Spec 2: the profile picture when the user has a photoUrl; initials otherwise, and when
 * the picture fails to load (spec 9 "fallback ... when none loads"). Decorative: the link
 * around it names the user.
 */
export function ProfileAvatar({ user, className = 'size-9' }: ProfileAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const showPhoto = user.photoUrl !== null && user.photoUrl !== failedUrl
  const shape = `${className} shrink-0 rounded-full ring-2 ring-on-school/80`

  if (showPhoto) {
    return (
      <img
        src={user.photoUrl ?? undefined}
        alt=""
        className={`${shape} bg-on-school object-cover`}
        onError={() => {
          setFailedUrl(user.photoUrl)
        }}
      />
    )
  }
  // The initials are drawn, not text: the link around names the person, and axe's
  // label-in-name rule (WCAG 2.5.3) would read the letters as the link's visible label.
  return (
    <span
      aria-hidden="true"
      data-initials={initials(user)}
      className={`${shape} grid place-items-center bg-on-school text-sm font-semibold text-school before:content-[attr(data-initials)]`}
    />
  )
}
