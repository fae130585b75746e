import type { RefObject } from 'react'
import { Icon } from '../../components/icon.tsx'
import { t } from '../../lib/i18n/t.ts'
import { useSchool } from '../../lib/school/school.ts'
import { schoolNavItems } from './menu-items.ts'
import { NavItemLink } from './nav-item-link.tsx'

interface BottomMenuProps {
  menuId: string
  menuOpen: boolean
  /** The pointer, a touch or focus reached More: fetch the menu's code. */
  onMenuIntent: () => void
  moreRef: RefObject<HTMLButtonElement | null>
  onMore: () => void
  onNavigate: () => void
}

/** Spec 2 bottom menu, below md: the four destinations and More, which opens the main menu. */
export function BottomMenu({
  menuId,
  menuOpen,
  onMenuIntent,
  moreRef,
  onMore,
  onNavigate,
}: BottomMenuProps) {
  return (
    <nav
      aria-label={t('shell.primaryNav')}
      className="flex shrink-0 gap-1 border-t border-zinc-200 bg-white px-1 pt-1 pb-[max(0.25rem,env(safe-area-inset-bottom))] md:hidden dark:border-zinc-800 dark:bg-zinc-900"
    >
      {schoolNavItems(useSchool()).map((item) => (
        <NavItemLink key={item.name} item={item} onNavigate={onNavigate} />
      ))}
      <button
        ref={moreRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        // The menu is in the page once opened (lazy-main-menu.tsx).
        aria-controls={menuOpen ? menuId : undefined}
        onClick={onMore}
        onPointerEnter={onMenuIntent}
        onTouchStart={onMenuIntent}
        onFocus={onMenuIntent}
        className={
          'group flex min-h-14 flex-1 flex-col items-center justify-center gap-1 rounded-xl px-1 py-1.5 text-xs text-zinc-700 dark:text-zinc-300 ' +
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white'
        }
      >
        <span className="grid h-8 w-14 place-items-center rounded-full group-hover:bg-zinc-200 dark:group-hover:bg-zinc-800">
          <Icon name="more" className="size-5" />
        </span>
        <span className="leading-tight">{t('shell.more')}</span>
      </button>
    </nav>
  )
}
