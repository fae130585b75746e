import type { ComponentProps } from 'react'
import { Icon } from '../../../components/icon.tsx'
import type { IconName } from '../../../components/icon-paths.tsx'

type TileButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  label: string
  icon: IconName
}

const tileButtonClass =
  'grid size-11 place-items-center rounded-full bg-white/90 text-zinc-900 shadow hover:bg-white disabled:opacity-40 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:bg-zinc-900/90 dark:text-zinc-50 dark:focus-visible:outline-white'

/** A round icon button over a photo tile (44 px: a finger's target). */
export function TileButton({ label, icon, ...props }: TileButtonProps) {
  return (
    <button type="button" aria-label={label} className={tileButtonClass} {...props}>
      <Icon name={icon} className="size-5" />
    </button>
  )
}
