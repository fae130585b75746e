import { Icon } from './icon.tsx'

interface DialogHeaderProps {
  titleId: string
  title: string
  closeLabel: string
  onClose: () => void
}

/** The title bar of a sheet or side menu: its heading (the dialog's name) and a close button. */
export function DialogHeader({ titleId, title, closeLabel, onClose }: DialogHeaderProps) {
  return (
    <div className="flex h-16 shrink-0 items-center justify-between border-b border-zinc-200 pr-2 pl-5 dark:border-zinc-800">
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={onClose}
        className="grid size-11 place-items-center rounded-full text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus dark:text-zinc-300 dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
      >
        <Icon name="close" />
      </button>
    </div>
  )
}
