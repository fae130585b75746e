import type { AuthUser } from '@quad/shared'
import { useId } from 'react'
import { t } from '../../lib/i18n/t.ts'
import { ModalDialog } from '../../components/modal-dialog.tsx'
import { MenuEntry } from './menu-entry.tsx'
import { schoolMenu } from './menu-items.ts'
import { useSchool } from '../../lib/school/school.ts'
import { DialogHeader } from '../../components/dialog-header.tsx'
import { useLiveUser } from './use-live-user.ts'

export interface MainMenuProps {
  id: string
  /** The guards' snapshot of the signed-in user (null for a visitor): roles add Admin. */
  user: AuthUser | null
  open: boolean
  /** The user asked to close it: Escape, the close button, the backdrop. */
  onClose: () => void
  /** It has closed, by whatever means: put focus back where it came from. */
  onClosed: () => void
}

/**
 * Spec 2 slide-out main menu, 22rem wide (spec 9), as a modal <dialog>: the browser makes
 * the page behind inert and gives Escape; focus-trap.ts keeps Tab inside. It slides in
 * from the left unless the user prefers reduced motion.
 */
export function MainMenu({ id, user, open, onClose, onClosed }: MainMenuProps) {
  const titleId = useId()
  const menu = schoolMenu(useSchool(), useLiveUser(user))

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onClosed={onClosed}
      labelledBy={titleId}
      id={id}
      className={
        'fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[22rem] max-w-[calc(100vw-2.5rem)] overflow-hidden ' +
        'bg-white p-0 text-zinc-900 shadow-2xl backdrop:bg-zinc-950/50 dark:bg-zinc-900 dark:text-zinc-50 ' +
        'transition-transform duration-200 ease-out starting:open:-translate-x-full motion-reduce:transition-none'
      }
    >
      <div className="flex h-full flex-col">
        <DialogHeader
          titleId={titleId}
          title={t('shell.menuTitle')}
          closeLabel={t('shell.closeMenu')}
          onClose={onClose}
        />
        <nav
          aria-labelledby={titleId}
          className="flex-1 overflow-y-auto overscroll-contain px-3 py-4"
        >
          {menu.map((section) => (
            <div
              role="group"
              key={section.name}
              aria-labelledby={`${id}-${section.name}`}
              className="mb-5 last:mb-0"
            >
              <h3
                id={`${id}-${section.name}`}
                className="px-3 pb-1.5 text-xs font-semibold tracking-[0.12em] text-zinc-600 uppercase dark:text-zinc-400"
              >
                {t(section.name)}
              </h3>
              <ul>
                {(section.subMenus ?? []).map((item) => (
                  <li key={item.name}>
                    <MenuEntry item={item} onNavigate={onClose} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
    </ModalDialog>
  )
}
