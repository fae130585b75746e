import { formatNumber } from '../../../lib/i18n/format.ts'

interface FacetChipProps {
  label: string
  /** People in the current result with this value; absent until the facets arrive. */
  count: number | undefined
  isSelected: boolean
  onToggle: () => void
}

/** A multi-select chip: a toggle button (aria-pressed), 44 px tall for touch. */
export function FacetChip({ label, count, isSelected, onToggle }: FacetChipProps) {
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      onClick={onToggle}
      className={
        'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors ' +
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white ' +
        (isSelected
          ? 'border-transparent bg-school text-on-school'
          : 'border-zinc-400 bg-white text-zinc-900 hover:bg-zinc-100 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-50 dark:hover:bg-zinc-800')
      }
    >
      {label}
      {count === undefined ? null : (
        <span
          className={`text-xs tabular-nums ${isSelected ? 'opacity-90' : 'text-zinc-700 dark:text-zinc-300'}`}
        >
          {formatNumber(count)}
        </span>
      )}
    </button>
  )
}
