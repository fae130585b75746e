import { iconPaths, type IconName } from './icon-paths.tsx'

interface IconProps {
  name: IconName
  className?: string
}

/** Decorative by default: the control around it carries the accessible name. */
export function Icon({ name, className = 'size-6' }: IconProps) {
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
      {iconPaths[name]}
    </svg>
  )
}
