import type { ReactNode } from 'react'
import { iconPaths, type IconName } from './icon-paths.tsx'

interface IconProps {
  name: IconName
  className?: string
}

/** Decorative by default: the control around it carries the accessible name. */
export function Icon({ name, className }: IconProps) {
  return <SvgIcon className={className}>{iconPaths[name]}</SvgIcon>
}

/** The frame every icon is drawn in (24×24, stroked); a section may bring its own paths. */
export function SvgIcon({
  className = 'size-6',
  children,
}: {
  className?: string | undefined
  children: ReactNode
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className}`}
    >
      {children}
    </svg>
  )
}
