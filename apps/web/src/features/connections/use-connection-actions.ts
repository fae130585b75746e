import './messages.ts'
import { ConnectionStatus, type ConnectType, type UserProfile } from '@quad/shared'
import { useRef, useState } from 'react'
import { alert } from '../../lib/alerts/alert.ts'
import { t } from '../../lib/i18n/t.ts'
import { failureReason, useBlockStudent, useConnect } from './api.ts'
import { controlFor, controlsFor, focusAfter, menuItemsFor } from './connection-rules.ts'
import { useFocusControl } from './use-focus-control.ts'
import { useLeaveProfile } from './use-leave-profile.ts'

export type Confirmation = 'cancel' | 'block'

/** Spec 8: the one failure alert, followed by the server's reason when it gave one. */
function alertFailure(error: unknown): void {
  const reason = failureReason(error)
  alert({
    type: 'Error',
    message: reason ? t('connections.failedWith', { reason }) : t('connections.failed'),
  })
}

/** The card's connection state and what each control does (spec 4, 5, 8, 9; issue 5). */
export function useConnectionActions(profile: UserProfile, connect: boolean) {
  const connectMutation = useConnect()
  const blockMutation = useBlockStudent()
  const leaveProfile = useLeaveProfile()
  const [isNoteOpen, setNoteOpen] = useState(false)
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null)
  const cancelledConfirmation = useRef<Confirmation | null>(null)
  const isBusy = connectMutation.isPending || blockMutation.isPending
  // Spec 4: -2 while a request is in flight; the cached status stays as it was until success.
  const status = isBusy ? ConnectionStatus.REQUESTING : profile.connectionStatus
  const controls = controlsFor(status, connect)
  const menuItems = menuItemsFor(status, connect)
  const { attachContainer, focusControl } = useFocusControl(
    `${controls.join()}|${String(isNoteOpen)}`,
  )

  const run = (type: ConnectType, note?: string) => {
    if (isBusy) return
    focusControl('busy')
    connectMutation.mutate(
      { uid: profile.uid, type, ...(note === undefined ? {} : { note }) },
      {
        onSuccess: (next) => {
          setNoteOpen(false)
          focusControl(focusAfter(next, connect))
        },
        onError: (error) => {
          alertFailure(error)
          focusControl(controlFor(type))
        },
      },
    )
  }

  const block = () => {
    focusControl('busy')
    blockMutation.mutate(profile.uid, {
      onSuccess: () => {
        // The card closes next, which clears ordinary alerts (spec 4 "Alerts"): keep this one.
        alert({
          type: 'Success',
          message: t('connections.blocked', { name: `${profile.firstName} ${profile.lastName}` }),
          autoClose: true,
          keepAfterRouteChange: true,
        })
        leaveProfile()
      },
      onError: (error) => {
        alertFailure(error)
        focusControl('moreMenu')
      },
    })
  }

  const confirm = () => {
    const current = confirmation
    setConfirmation(null)
    if (current === 'cancel') run('cancel')
    if (current === 'block') block()
  }
  const dismissConfirmation = () => {
    cancelledConfirmation.current = confirmation
    setConfirmation(null)
  }
  /** After a cancelled question, focus returns to what asked it (quality.md: dialogs restore focus). */
  const onConfirmationClosed = () => {
    const cancelled = cancelledConfirmation.current
    cancelledConfirmation.current = null
    if (cancelled) focusControl(cancelled === 'cancel' ? 'removePending' : 'moreMenu')
  }

  return {
    status,
    controls,
    menuItems,
    attachContainer,
    isNoteOpen,
    // Kept while the request is in flight, so a refused request does not lose the note.
    showNoteForm:
      isNoteOpen && (controls.includes('connect') || status === ConnectionStatus.REQUESTING),
    openNote: () => setNoteOpen(true),
    closeNote: () => {
      setNoteOpen(false)
      focusControl('addNote')
    },
    run,
    confirmation,
    ask: setConfirmation,
    confirm,
    dismissConfirmation,
    onConfirmationClosed,
  }
}
