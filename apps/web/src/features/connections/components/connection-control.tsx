import '../messages.ts'
import type { ConnectType, UserProfile } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { ButtonLink } from '../../../components/button-link.tsx'
import { MenuButton, type MenuAction } from '../../../components/menu-button.tsx'
import type { ControlId, MenuItemId } from '../connection-rules.ts'
import { studentProfileHref } from '../../../lib/app-links.ts'
import { BusyButton } from './busy-button.tsx'
import { MessageButton } from './message-button.tsx'

interface ConnectionControlProps {
  control: ControlId
  profile: UserProfile
  menuItems: MenuItemId[]
  noteFormId: string
  isNoteOpen: boolean
  onRun: (type: ConnectType) => void
  onOpenNote: () => void
  onAskCancel: () => void
  onAskBlock: () => void
}

/** One of spec 4's buttons; `data-control` is where focus is sent after a change. */
export function ConnectionControl(props: ConnectionControlProps) {
  const { control, profile, onRun } = props
  switch (control) {
    case 'viewProfile':
      return (
        <ButtonLink variant="secondary" to={studentProfileHref(profile.uid)} data-control={control}>
          {t('connections.viewProfile')}
        </ButtonLink>
      )
    case 'connect':
      return (
        <Button data-control={control} onClick={() => onRun('request')}>
          {t('connections.connect')}
        </Button>
      )
    case 'addNote':
      return (
        <Button
          variant="secondary"
          data-control={control}
          aria-expanded={props.isNoteOpen}
          aria-controls={props.isNoteOpen ? props.noteFormId : undefined}
          onClick={props.onOpenNote}
        >
          {t('connections.addNote')}
        </Button>
      )
    case 'message':
      return <MessageButton uid={profile.uid} />
    case 'pending':
      // A status, not an action (spec 4 "pending shows Pending"): looks like a quiet button.
      return (
        <span className="inline-flex min-h-11 items-center rounded-lg border border-dashed border-zinc-500 px-4 font-semibold text-zinc-700 dark:text-zinc-300">
          {t('connections.pending')}
        </span>
      )
    case 'removePending':
      return (
        <Button variant="secondary" data-control={control} onClick={props.onAskCancel}>
          {t('connections.removeConnection')}
        </Button>
      )
    case 'accept':
      return (
        <Button data-control={control} onClick={() => onRun('accept')}>
          {t('connections.accept')}
        </Button>
      )
    case 'delete':
      return (
        <Button variant="secondary" data-control={control} onClick={() => onRun('reject')}>
          {t('connections.delete')}
        </Button>
      )
    case 'busy':
      return <BusyButton />
    case 'moreMenu':
      return (
        <MenuButton
          look="outlined"
          control={control}
          label={t('connections.moreActions', { name: profile.firstName })}
          actions={props.menuItems.map((id) => menuItem(id, props))}
        />
      )
  }
}

function menuItem(id: MenuItemId, props: ConnectionControlProps): MenuAction {
  switch (id) {
    case 'viewProfile':
      return {
        id,
        label: t('connections.viewProfile'),
        href: studentProfileHref(props.profile.uid),
      }
    case 'disconnect':
      return {
        id,
        label: t('connections.removeConnection'),
        onAction: () => props.onRun('disconnect'),
      }
    case 'block':
      return { id, label: t('connections.block'), onAction: props.onAskBlock }
  }
}
