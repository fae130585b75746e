import '../messages.ts'
import { useId, useState } from 'react'
import {
  AccountType,
  GrantedRole,
  SuspensionBody,
  type AdminPerson,
  type GrantedRole as Role,
} from '@quad/shared'
import * as z from 'zod/mini'
import { TextField } from '../../../components/text-field.tsx'
import { fieldControlClass, fieldLabelClass } from '../../../components/field-styles.ts'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useSetAccountType, useSetRoles, useSuspend } from '../api.ts'
import { FormDialog, failure } from './form-dialog.tsx'

interface PersonDialogProps {
  person: AdminPerson
  onClose: () => void
}

const nameOf = (person: AdminPerson) => `${person.firstName} ${person.lastName}`

const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-zinc-300 px-3 py-2 ' +
  'has-checked:border-school has-checked:bg-zinc-50 dark:border-zinc-700 dark:has-checked:bg-zinc-800'
const boxClass = 'size-5 accent-(--color-school)'

/** Student, alumni, faculty or staff (spec 3's account types), one of four. */
export function AccountTypeDialog({ person, onClose }: PersonDialogProps) {
  const [value, setValue] = useState(person.accountType)
  const save = useSetAccountType()
  const name = nameOf(person)
  return (
    <FormDialog
      open
      title={t('people.typeTitle', { name })}
      submit={{ label: t('people.save'), busyLabel: t('people.saving'), busy: save.isPending }}
      error={failure(save.error)}
      onClose={onClose}
      onSubmit={() => {
        save.mutate(
          { uid: person.uid, accountType: value },
          {
            onSuccess: () => {
              toast(t('people.typeSaved', { name, type: t(`people.type.${value}`) }), {
                type: 'Success',
              })
              onClose()
            },
          },
        )
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className={`${fieldLabelClass} mb-2`}>{t('people.filterType')}</legend>
        {AccountType.options.map((type) => (
          <label key={type} className={choiceClass}>
            <input
              type="radio"
              name="accountType"
              value={type}
              checked={value === type}
              onChange={() => {
                setValue(type)
              }}
              className={boxClass}
            />
            {t(`people.type.${type}`)}
          </label>
        ))}
      </fieldset>
    </FormDialog>
  )
}

/** Staff, moderator, school admin: the stored roles (decision 024), as checkboxes. */
export function RolesDialog({ person, onClose }: PersonDialogProps) {
  const [roles, setRoles] = useState<Role[]>(person.roles)
  const save = useSetRoles()
  const name = nameOf(person)
  const hintId = useId()
  return (
    <FormDialog
      open
      title={t('people.rolesTitle', { name })}
      submit={{ label: t('people.save'), busyLabel: t('people.saving'), busy: save.isPending }}
      error={failure(save.error)}
      onClose={onClose}
      onSubmit={() => {
        save.mutate(
          { uid: person.uid, roles },
          {
            onSuccess: () => {
              toast(t('people.rolesSaved', { name }), { type: 'Success' })
              onClose()
            },
          },
        )
      }}
    >
      <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
        <legend className={`${fieldLabelClass} mb-1`}>{t('people.columnRoles')}</legend>
        <p id={hintId} className="mb-1 text-sm text-zinc-700 dark:text-zinc-300">
          {t('people.rolesHint')}
        </p>
        {GrantedRole.options.map((role) => (
          <label key={role} className={choiceClass}>
            <input
              type="checkbox"
              checked={roles.includes(role)}
              onChange={(event) => {
                const on = event.target.checked
                setRoles((now) => (on ? [...now, role] : now.filter((r) => r !== role)))
              }}
              className={boxClass}
            />
            {t(`people.role.${role}`)}
          </label>
        ))}
      </fieldset>
    </FormDialog>
  )
}

/** Suspend for N days with a staff note; checked with the server's own schema first. */
export function SuspendDialog({ person, onClose }: PersonDialogProps) {
  const [days, setDays] = useState('7')
  const [note, setNote] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)
  const suspend = useSuspend()
  const name = nameOf(person)
  const noteId = useId()
  return (
    <FormDialog
      open
      title={t('people.suspendTitle', { name })}
      description={t('people.suspendBody')}
      submit={{
        label: t('people.suspendConfirm'),
        busyLabel: t('people.saving'),
        busy: suspend.isPending,
      }}
      error={invalid ?? failure(suspend.error)}
      onClose={onClose}
      onSubmit={() => {
        const body = z.safeParse(SuspensionBody, { days, note: note || undefined })
        if (!body.success) {
          setInvalid(
            t('people.failed', {
              reason: `${t('people.days')} ${body.error.issues[0]?.message ?? ''}`,
            }),
          )
          return
        }
        setInvalid(null)
        suspend.mutate(
          { uid: person.uid, ...body.data },
          {
            onSuccess: (changed) => {
              const until = changed.suspendedUntil ? new Date(changed.suspendedUntil) : new Date()
              toast(t('people.suspended', { name, date: formatDate(until) }), { type: 'Success' })
              onClose()
            },
          },
        )
      }}
    >
      <TextField
        label={t('people.days')}
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        required
        value={days}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => {
          setDays(event.target.value)
        }}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={noteId} className={fieldLabelClass}>
          {t('people.note')}
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(event) => {
            setNote(event.target.value)
          }}
          className={fieldControlClass}
        />
      </div>
    </FormDialog>
  )
}
