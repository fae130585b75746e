import '../messages.ts'
import { ConnectionStatus, type UserProfile } from '@quad/shared'
import { useId } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { useConnectionActions } from '../use-connection-actions.ts'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { ConnectionControl } from './connection-control.tsx'
import { IncomingNote } from './incoming-note.tsx'
import { NoteForm } from './note-form.tsx'

interface ConnectionActionsProps {
  profile: UserProfile
  /** The school's connect flag (spec 3 School config; spec 4 buttons with connect off). */
  connect: boolean
}

/**
 * The profile card's action buttons (spec 4 "Buttons"; issue 5): what the viewer can do
 * about their connection with this student, with the note, the confirmation (spec 9),
 * the failure alert (spec 8) and focus moving to the new button after each change.
 */
export function ConnectionActions({ profile, connect }: ConnectionActionsProps) {
  const { attachContainer, ...actions } = useConnectionActions(profile, connect)
  const noteFormId = useId()
  const name = `${profile.firstName} ${profile.lastName}`
  const note = profile.connectionNote?.trim()
  const showNote = connect && profile.connectionStatus === ConnectionStatus.INCOMING && note
  return (
    <div
      ref={attachContainer}
      role="group"
      aria-label={t('connections.groupLabel', { name })}
      aria-busy={actions.status === ConnectionStatus.REQUESTING}
      className="flex w-full flex-wrap items-center justify-center gap-2"
    >
      {showNote ? <IncomingNote firstName={profile.firstName} note={note} /> : null}
      {actions.controls.map((control) => (
        <ConnectionControl
          key={control}
          control={control}
          profile={profile}
          menuItems={actions.menuItems}
          noteFormId={noteFormId}
          isNoteOpen={actions.isNoteOpen}
          onRun={(type) => actions.run(type)}
          onOpenNote={actions.openNote}
          onAskCancel={() => actions.ask('cancel')}
          onAskBlock={() => actions.ask('block')}
        />
      ))}
      {actions.showNoteForm ? (
        <NoteForm
          id={noteFormId}
          firstName={profile.firstName}
          onSend={(text) => actions.run('request', text)}
          onCancel={actions.closeNote}
        />
      ) : null}
      <ConfirmDialog
        open={actions.confirmation === 'cancel'}
        title={t('connections.removeConnection')}
        body={t('connections.removePendingBody')}
        confirmLabel={t('connections.removeConnection')}
        cancelLabel={t('connections.cancel')}
        onConfirm={actions.confirm}
        onCancel={actions.dismissConfirmation}
        onClosed={actions.onConfirmationClosed}
      />
      <ConfirmDialog
        open={actions.confirmation === 'block'}
        title={t('connections.blockTitle', { name })}
        body={t(connect ? 'connections.blockBody' : 'connections.blockBodyNoConnect', {
          name: profile.firstName,
        })}
        confirmLabel={t('connections.block')}
        cancelLabel={t('connections.cancel')}
        onConfirm={actions.confirm}
        onCancel={actions.dismissConfirmation}
        onClosed={actions.onConfirmationClosed}
      />
    </div>
  )
}
