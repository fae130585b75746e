import type { RefObject } from 'react'
import { Menu, MenuItem, Popover, RouterProvider } from 'react-aria-components'
import { UNSAFE_PortalProvider } from 'react-aria'
import { useHref, useNavigate } from 'react-router'
import type { MenuAction } from './menu-button.tsx'
import { menuItemClass, menuPanelClass } from './menu-styles.ts'

export interface MenuPopoverProps {
  id: string
  label: string
  actions: MenuAction[]
  triggerRef: RefObject<HTMLButtonElement | null>
  /** Which item takes focus as the menu opens (↑ opens on the last). */
  focus: 'first' | 'last'
  onClose: () => void
  /** An item was chosen: its action runs once the menu has closed (menu-button.tsx). */
  onChoose: (action: MenuAction) => void
}

/**
 * The open menu of a MenuButton (React Aria Components, decision 020), in its own chunk:
 * React Aria loads when a student first opens a menu, not with the page (decision 075).
 * Arrows move, Home/End jump, a typed letter jumps to its item; Escape or a press outside
 * closes it and focus returns to the button.
 */
export default function MenuPopover(props: MenuPopoverProps) {
  const { id, label, actions, triggerRef, focus, onClose, onChoose } = props
  const navigate = useNavigate()
  // Inside a modal <dialog> (the profile card) everything outside it is inert: the menu
  // must render inside the dialog, not at the end of <body>.
  const container = () => triggerRef.current?.closest('dialog') ?? document.body
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <UNSAFE_PortalProvider getContainer={container}>
        <Popover
          triggerRef={triggerRef}
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) onClose()
          }}
          placement="bottom end"
          offset={4}
          className={menuPanelClass}
        >
          <Menu
            id={id}
            aria-label={label}
            autoFocus={focus}
            className="outline-none"
            items={actions}
            onClose={onClose}
          >
            {(action) => (
              <MenuItem
                id={action.id}
                href={action.href}
                onAction={() => {
                  onChoose(action)
                }}
                className={menuItemClass}
              >
                {action.label}
              </MenuItem>
            )}
          </Menu>
        </Popover>
      </UNSAFE_PortalProvider>
    </RouterProvider>
  )
}
