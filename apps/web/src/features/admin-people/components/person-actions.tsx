import '../messages.ts'
import type { AdminPerson } from '@quad/shared'
import { MenuButton } from '../../../components/menu-button.tsx'
import { t } from '../../../lib/i18n/t.ts'

export type PersonAction = 'type' | 'roles' | 'suspend' | 'reactivate' | 'reset'

interface PersonActionsProps {
  person: AdminPerson
  onAction: (action: PersonAction, person: AdminPerson) => void
}

/** A person's "…" menu: account type, roles, suspend or reactivate, password-reset link. */
export function PersonActions({ person, onAction }: PersonActionsProps) {
  const item = (id: PersonAction, label: string) => ({
    id,
    label,
    onAction: () => {
      onAction(id, person)
    },
  })
  const actions = [
    item('type', t('people.changeType')),
    item('roles', t('people.changeRoles')),
    person.status === 'suspended'
      ? item('reactivate', t('people.reactivate'))
      : item('suspend', t('people.suspend')),
    item('reset', t('people.sendReset')),
  ]
  return (
    <MenuButton
      label={t('people.actionsFor', { name: `${person.firstName} ${person.lastName}` })}
      actions={actions}
      look="ghost"
    />
  )
}
