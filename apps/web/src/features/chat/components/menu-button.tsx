import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Icon } from '../../../components/icon.tsx'

export interface MenuAction {
  label: string
  onSelect: () => void
}

interface MenuButtonProps {
  label: string
  actions: MenuAction[]
  /** Smaller, for a message's own menu. */
  compact?: boolean
}

/**
 * A button that opens a menu of actions (WAI-ARIA menu button): arrows move, Escape and
 * Tab close it and focus returns to the button, a click outside closes it.
 */
export function MenuButton({ label, actions, compact = false }: MenuButtonProps) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    const onPointer = (event: PointerEvent) => {
      const target = event.target
      if (
        target instanceof Node &&
        (menuRef.current?.contains(target) || buttonRef.current?.contains(target))
      )
        return
      setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) buttonRef.current?.focus()
  }

  const onMenuKey = (event: KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
    const index = items.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      items[(index + step + items.length) % items.length]?.focus()
    }
  }

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setOpen((value) => !value)
        }}
        className={
          `${compact ? 'size-9' : 'size-11'} grid place-items-center rounded-full text-zinc-700 hover:bg-zinc-100 ` +
          'focus-visible:outline-2 focus-visible:outline-focus dark:text-zinc-300 dark:hover:bg-zinc-800 dark:focus-visible:outline-white'
        }
      >
        <Icon name="more" className="size-5" />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-20 mt-1 min-w-48 rounded-xl border border-zinc-200 bg-white py-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-800"
        >
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close(true)
                action.onSelect()
              }}
              className="block w-full px-4 py-2.5 text-left hover:bg-zinc-100 focus:bg-zinc-100 focus:outline-none dark:hover:bg-zinc-700 dark:focus:bg-zinc-700"
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
