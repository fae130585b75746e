import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Icon } from './icon.tsx'
import { menuTriggerClass, type MenuLook } from './menu-styles.ts'

export interface MenuAction {
  id: string
  label: string
  /** A link item (navigation, opens in a new tab on a middle click); otherwise `onAction` runs. */
  href?: string
  onAction?: () => void
}

interface MenuButtonProps {
  /** The button's accessible name; it also names the menu. */
  label: string
  actions: MenuAction[]
  look: MenuLook
  /** Where a caller sends focus back to (spec 4 focus moves), on the button. */
  control?: string
}

const keyOpens: Partial<Record<string, 'first' | 'last'>> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
}

const loadPopover = () => import('./menu-popover.tsx')
const MenuPopover = lazy(loadPopover)

/**
 * A "…" button that opens a menu of actions (WAI-ARIA APG menu button, decision 020):
 * Enter, Space, a press or ↓ open on the first item, ↑ on the last; arrows move, Home/End
 * jump, typing a letter jumps to the item; Escape closes back to the button (and only the
 * menu, not a dialog around it); a press outside closes it. An item closes the menu before
 * it runs, so a dialog it opens takes focus.
 *
 * The button is plain HTML; the menu (React Aria, menu-popover.tsx) is fetched when the
 * pointer or focus reaches the button, so no page waits for it at start (decision 075).
 */
export function MenuButton({ label, actions, look, control }: MenuButtonProps) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const [openOn, setOpenOn] = useState<'first' | 'last' | null>(null)
  const isOpen = openOn !== null
  // An item's action runs once the menu has closed and the page is no longer inert, with
  // focus back on the button: a dialog the action opens returns focus to what was focused
  // when it opened (the item itself is gone by then).
  const pending = useRef<(() => void) | undefined>(undefined)
  useEffect(() => {
    const run = pending.current
    if (isOpen || !run) return
    pending.current = undefined
    triggerRef.current?.focus()
    run()
  }, [isOpen])
  const openAtPress = useRef(false)
  const prefetch = () => void loadPopover()
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        data-control={control}
        data-pressed={isOpen || undefined}
        className={menuTriggerClass[look]}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onMouseDown={() => {
          openAtPress.current = isOpen
        }}
        onClick={() => {
          // A press on the button of an open menu closes it, as a press outside does.
          setOpenOn(openAtPress.current ? null : 'first')
          openAtPress.current = false
        }}
        onKeyDown={(event) => {
          const focus = keyOpens[event.key]
          if (!focus) return
          // Opened on the key's press, not its click: the key's release lands in the menu.
          event.preventDefault()
          setOpenOn(focus)
        }}
      >
        <Icon name="more" className={look === 'outlined' ? 'size-6' : 'size-5'} />
      </button>
      {openOn ? (
        <Suspense fallback={null}>
          <MenuPopover
            id={menuId}
            label={label}
            actions={actions}
            triggerRef={triggerRef}
            focus={openOn}
            onClose={() => {
              setOpenOn(null)
            }}
            onChoose={(action) => {
              pending.current = action.onAction
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
