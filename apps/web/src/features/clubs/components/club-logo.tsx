import { useState } from 'react'

interface ClubLogoProps {
  name: string
  logoUrl: string | null
  /** `lg` on the club's own page, `md` in lists. */
  size?: 'md' | 'lg'
}

const sizes = { md: 'size-14 rounded-xl text-lg', lg: 'size-24 rounded-2xl text-3xl' } as const

/** The club's logo, or its initials when it has none or it fails; decorative (its name is beside it). */
export function ClubLogo({ name, logoUrl, size = 'md' }: ClubLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const shape = `${sizes[size]} shrink-0`
  if (logoUrl !== null && logoUrl !== failedUrl) {
    return (
      <img
        src={logoUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className={`${shape} bg-zinc-200 object-cover dark:bg-zinc-800`}
        onError={() => {
          setFailedUrl(logoUrl)
        }}
      />
    )
  }
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
  return (
    <span
      aria-hidden="true"
      className={`${shape} grid place-items-center bg-school font-semibold text-on-school`}
    >
      {initials}
    </span>
  )
}
