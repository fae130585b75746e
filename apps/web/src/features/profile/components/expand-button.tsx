import type { ReactNode } from 'react'

interface ExpandButtonProps {
  expanded: boolean
  /** The id of the region it shows more or less of. */
  controls: string
  onToggle: () => void
  /** Spacing and colour where the surrounding text needs them. */
  className?: string
  children: ReactNode
}

/** Read More / See More toggles of the card (spec 9): a disclosure button for one region. */
export function ExpandButton({
  expanded,
  controls,
  onToggle,
  className = '',
  children,
}: ExpandButtonProps) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className={`-ml-2 min-h-11 rounded-lg px-2 font-semibold underline underline-offset-4 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus dark:hover:bg-zinc-800 dark:focus-visible:outline-white ${className}`}
    >
      {children}
    </button>
  )
}
