import { useId } from 'react'
import { ModalDialog } from '../../../components/modal-dialog.tsx'
import type { RenderProfileActions } from '../profile-slots.ts'
import { CloseButton } from './close-button.tsx'
import { ProfileContent } from './profile-content.tsx'

interface ProfileDialogProps {
  /** The profile to show; null keeps the dialog closed. */
  uid: string | null
  connect: boolean
  onClose: () => void
  /** It has closed: the caller puts focus back on the card that opened it. */
  onClosed: () => void
  renderActions: RenderProfileActions
}

/**
 * The card as a modal <dialog>, like the shell's main menu: the page behind is inert,
 * Escape closes, Tab stays inside. A full-height sheet on phones, centred from sm up.
 */
export function ProfileDialog({
  uid,
  connect,
  onClose,
  onClosed,
  renderActions,
}: ProfileDialogProps) {
  const titleId = useId()
  return (
    <ModalDialog
      open={uid !== null}
      onClose={onClose}
      onClosed={onClosed}
      labelledBy={titleId}
      className={
        'm-0 h-dvh max-h-none w-full max-w-none overflow-y-auto overscroll-contain bg-white p-0 text-zinc-900 ' +
        'backdrop:bg-zinc-950/60 dark:bg-zinc-900 dark:text-zinc-50 ' +
        'sm:m-auto sm:h-auto sm:max-h-[calc(100dvh-4rem)] sm:w-[36rem] sm:rounded-3xl sm:shadow-2xl ' +
        'transition-[opacity,translate] duration-200 ease-out starting:open:translate-y-4 starting:open:opacity-0 motion-reduce:transition-none'
      }
    >
      {uid === null ? null : (
        <ProfileContent
          uid={uid}
          connect={connect}
          titleId={titleId}
          headingLevel={2}
          closeButton={<CloseButton onClose={onClose} />}
          renderActions={renderActions}
        />
      )}
    </ModalDialog>
  )
}
