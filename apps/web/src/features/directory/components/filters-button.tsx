import '../messages.ts'
import type { Ref } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Icon } from '../../../components/icon.tsx'

interface FiltersButtonProps {
  ref: Ref<HTMLButtonElement>
  activeCount: number
  isOpen: boolean
  onOpen: () => void
}

/** Below lg: opens the filter sheet and says how many filters are on. */
export function FiltersButton({ ref, activeCount, isOpen, onOpen }: FiltersButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={onOpen}
      className={
        'inline-flex h-12 shrink-0 items-center gap-2 rounded-xl border border-zinc-400 bg-white px-3.5 text-base font-semibold text-zinc-900 shadow-sm ' +
        'hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus lg:hidden ' +
        'dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-50 dark:hover:bg-zinc-800 dark:focus-visible:outline-white'
      }
    >
      <Icon name="sliders" className="size-5" />
      {activeCount > 0
        ? t('directory.filtersActive', { count: activeCount })
        : t('directory.filters')}
    </button>
  )
}
