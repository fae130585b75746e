import { Icon } from './icon.tsx'

const iconButton =
  'grid size-11 place-items-center rounded-lg text-zinc-800 hover:bg-zinc-100 disabled:opacity-40 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-zinc-100 dark:hover:bg-zinc-800'

interface OrderButtonsProps {
  index: number
  count: number
  /** Each button's accessible name: it says which item it moves or removes. */
  labels: { up: string; down: string; remove: string }
  /** -1 up, +1 down. */
  onMove: (step: -1 | 1) => void
  onRemove: () => void
  className?: string
}

/** Move up, move down and remove, for an item of an ordered list (an admin's menus, a profile's experiences). */
export function OrderButtons({
  index,
  count,
  labels,
  onMove,
  onRemove,
  className = '',
}: OrderButtonsProps) {
  return (
    <div className={`flex gap-1 ${className}`}>
      <button
        type="button"
        className={iconButton}
        aria-label={labels.up}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <Icon name="chevronDown" className="rotate-180" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={labels.down}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <Icon name="chevronDown" />
      </button>
      <button type="button" className={iconButton} aria-label={labels.remove} onClick={onRemove}>
        <Icon name="close" />
      </button>
    </div>
  )
}
