import { useId, useRef, useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { DialogHeader } from '../../../components/dialog-header.tsx'
import { ModalDialog } from '../../../components/modal-dialog.tsx'
import { SubscribePanel } from './subscribe-panel.tsx'

/** "Subscribe": the personal feed's address in a dialog (issue 15 "Feeds out"). */
export function SubscribeButton() {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const close = () => {
    setOpen(false)
  }
  return (
    <>
      <Button
        ref={opener}
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true)
        }}
      >
        {t('calendar.subscribe')}
      </Button>
      <ModalDialog
        open={open}
        onClose={close}
        onClosed={() => opener.current?.focus()}
        labelledBy={titleId}
        className="m-auto w-[min(34rem,calc(100%-2rem))] rounded-2xl bg-white p-0 text-zinc-900 shadow-2xl backdrop:bg-zinc-950/60 dark:bg-zinc-900 dark:text-zinc-50"
      >
        <DialogHeader
          titleId={titleId}
          title={t('calendar.subscribeTitle')}
          closeLabel={t('calendar.close')}
          onClose={close}
        />
        {/* Mounted only while open: the address is read when the student asks for it. */}
        {open ? <SubscribePanel /> : null}
      </ModalDialog>
    </>
  )
}
