import { useEffect, useRef, useState } from 'react'
import { Button, Menu, MenuItem, MenuTrigger, Popover, RouterProvider } from 'react-aria-components'
import { UNSAFE_PortalProvider } from 'react-aria'
import { useHref, useNavigate } from 'react-router'
import { Icon } from './icon.tsx'
import { menuItemClass, menuPanelClass, menuTriggerClass, type MenuLook } from './menu-styles.ts'

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

/**
 * A "…" button that opens a menu of actions (WAI-ARIA APG menu button, React Aria
 * Components, decision 020): Enter, Space or ↓ open on the first item, ↑ on the last;
 * arrows move, Home/End jump, typing a letter jumps to the item; Escape closes back to
 * the button (and only the menu, not a dialog around it); a press outside closes it. An
 * item closes the menu before it runs, so a dialog it opens takes focus.
 */
export function MenuButton({ label, actions, look, control }: MenuButtonProps) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const navigate = useNavigate()
  // Inside a modal <dialog> (the profile card) everything outside it is inert: the menu
  // must render inside the dialog, not at the end of <body>.
  const container = () => triggerRef.current?.closest('dialog') ?? document.body
  // An item's action runs once the menu has closed and the page is no longer inert, with
  // focus back on the button: a dialog the action opens returns focus to what was focused
  // when it opened (the item itself is gone by then).
  const [isOpen, setOpen] = useState(false)
  const pending = useRef<(() => void) | undefined>(undefined)
  useEffect(() => {
    const run = pending.current
    if (isOpen || !run) return
    pending.current = undefined
    triggerRef.current?.focus()
    run()
  }, [isOpen])
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <UNSAFE_PortalProvider getContainer={container}>
        <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
          <Button
            ref={triggerRef}
            aria-label={label}
            data-control={control}
            className={menuTriggerClass[look]}
          >
            <Icon name="more" className={look === 'outlined' ? 'size-6' : 'size-5'} />
          </Button>
          <Popover placement="bottom end" offset={4} className={menuPanelClass}>
            <Menu className="outline-none" items={actions}>
              {(action) => (
                <MenuItem
                  id={action.id}
                  href={action.href}
                  onAction={() => {
                    pending.current = action.onAction
                  }}
                  className={menuItemClass}
                >
                  {action.label}
                </MenuItem>
              )}
            </Menu>
          </Popover>
        </MenuTrigger>
      </UNSAFE_PortalProvider>
    </RouterProvider>
  )
}
