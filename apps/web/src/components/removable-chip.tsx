/**
 * A word in a rounded chip with a small × that acts on it (removes a skill, archives a
 * transcript category). The × is named by `actionLabel`, which names the word too, so a
 * screen reader hears what it acts on; 32 px, inside the chip's own 40 px row.
 */
export function RemovableChip(props: { label: string; actionLabel: string; onAction: () => void }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-zinc-100 py-1 pr-1 pl-3 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-50">
      {props.label}
      <button
        type="button"
        aria-label={props.actionLabel}
        onClick={props.onAction}
        className="grid size-8 place-items-center rounded-full hover:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-focus dark:hover:bg-zinc-700"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  )
}
