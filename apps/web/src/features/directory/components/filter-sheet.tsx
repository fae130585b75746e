import '../messages.ts'
import { bottomSheetClass } from '../../../components/sheet-styles.ts'
import { useId, type ReactNode } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { ModalDialog } from '../../../components/modal-dialog.tsx'
import { DialogHeader } from '../../../components/dialog-header.tsx'

interface FilterSheetProps {
  open: boolean
  /** "Show N students": what the filters give, on the button that closes the sheet. */
  resultLabel: string
  onClose: () => void
  onClosed: () => void
  children: ReactNode
}

/** Below lg the filters live in a bottom sheet: a modal <dialog> (Escape, inert page, focus trap). */
export function FilterSheet({ open, resultLabel, onClose, onClosed, children }: FilterSheetProps) {
  const titleId = useId()
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onClosed={onClosed}
      labelledBy={titleId}
      className={`${bottomSheetClass} lg:hidden`}
    >
      {open ? (
        <div className="flex max-h-[85dvh] flex-col">
          <DialogHeader
            titleId={titleId}
            title={t('directory.filters')}
            closeLabel={t('directory.closeFilters')}
            onClose={onClose}
          />
          <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-5">{children}</div>
          <div className="shrink-0 border-t border-zinc-200 p-4 dark:border-zinc-800">
            <Button className="w-full" onClick={onClose}>
              {resultLabel}
            </Button>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  )
}
