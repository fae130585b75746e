import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from 'react-router'
import { Icon } from '../../../components/icon.tsx'

export interface ActionsMenuItem {
  id: string
  label: string
  /** A link item (navigation); otherwise `onSelect` runs. */
  href?: string
  onSelect?: () => void
}

interface ActionsMenuProps {
  label: string
  items: ActionsMenuItem[]
  /** Lets the caller move focus back here (spec 4 focus moves). */
  control: string
}

const itemClass =
  'flex min-h-11 w-full items-center px-4 text-left text-base text-zinc-900 hover:bg-zinc-100 ' +
  'focus-visible:bg-zinc-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus ' +
  'dark:text-zinc-50 dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800 dark:focus-visible:outline-white'

/**
 * A menu button (WAI-ARIA APG "Menu Button"): Enter, Space or ↓ opens on the first item,
 * ↑ on the last; ↑/↓ move, Home/End jump, Escape closes back to the button, Tab leaves.
 */
export function ActionsMenu({ label, items, control }: ActionsMenuProps) {
  const [openAt, setOpenAt] = useState<number | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const menuId = useId()
  const isOpen = openAt !== null

  const menuItems = () => [
    ...(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ]
  useEffect(() => {
    if (openAt !== null) menuItems().at(openAt)?.focus()
  }, [openAt])

  const close = () => {
    setOpenAt(null)
    buttonRef.current?.focus()
  }
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    setOpenAt(event.key === 'ArrowDown' ? 0 : -1)
  }
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems()
    const current = all.findIndex((item) => item === document.activeElement)
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % all.length,
      ArrowUp: (current - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    }
    const next = moves[event.key]
    if (next !== undefined) {
      event.preventDefault()
      all[next]?.focus()
    } else if (event.key === 'Escape') {
      // Only the menu closes: a surrounding dialog must not take Escape as its own.
      event.preventDefault()
      event.stopPropagation()
      close()
    } else if (event.key === 'Tab') {
      setOpenAt(null)
    }
  }

  return (
    <div
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpenAt(null)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        data-control={control}
        onClick={() => setOpenAt(isOpen ? null : 0)}
        onKeyDown={onButtonKey}
        className={
          'grid size-11 place-items-center rounded-lg border border-zinc-500 bg-white text-zinc-900 hover:bg-zinc-100 ' +
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
          'dark:border-zinc-400 dark:bg-zinc-900 dark:text-zinc-50 dark:hover:bg-zinc-800 dark:focus-visible:outline-white'
        }
      >
        <Icon name="more" />
      </button>
      {isOpen ? (
        <ul
          ref={listRef}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          className="absolute top-full right-0 z-20 mt-2 min-w-52 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-zinc-300 dark:bg-zinc-900 dark:ring-zinc-700"
        >
          {items.map((item) => (
            <li key={item.id} role="none">
              {item.href ? (
                <Link role="menuitem" tabIndex={-1} to={item.href} className={itemClass}>
                  {item.label}
                </Link>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={itemClass}
                  onClick={() => {
                    setOpenAt(null)
                    item.onSelect?.()
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
