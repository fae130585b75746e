import { useId, type ReactNode } from 'react'
import { t } from '../../../app/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { Icon } from '../../../components/icon.tsx'
import { ModalDialog } from '../../../components/modal-dialog.tsx'

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
      className={
        'fixed inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none overflow-hidden rounded-t-3xl bg-white p-0 ' +
        'text-zinc-900 shadow-2xl backdrop:bg-zinc-950/50 dark:bg-zinc-900 dark:text-zinc-50 ' +
        'transition-transform duration-200 ease-out starting:open:translate-y-full motion-reduce:transition-none lg:hidden'
      }
    >
      {open ? (
        <div className="flex max-h-[85dvh] flex-col">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-zinc-200 pr-2 pl-5 dark:border-zinc-800">
            <h2 id={titleId} className="text-lg font-semibold">
              {t('directory.filters')}
            </h2>
            <button
              type="button"
              aria-label={t('directory.closeFilters')}
              onClick={onClose}
              className="grid size-11 place-items-center rounded-full text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus dark:text-zinc-300 dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
            >
              <Icon name="close" />
            </button>
          </div>
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
