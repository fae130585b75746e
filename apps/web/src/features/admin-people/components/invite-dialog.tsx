import '../messages.ts'
import { useId, useState } from 'react'
import { AccountType, InvitationBody } from '@quad/shared'
import * as z from 'zod/mini'
import { TextField } from '../../../components/text-field.tsx'
import { fieldControlClass, fieldLabelClass } from '../../../components/field-styles.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useInvite } from '../api.ts'
import { FormDialog, failure } from './form-dialog.tsx'

const FIELDS = ['email', 'firstName', 'lastName'] as const
type Field = (typeof FIELDS)[number]
const LABELS = {
  email: 'people.email',
  firstName: 'people.firstName',
  lastName: 'people.lastName',
} as const

/** "Invite": the accounts feature's `POST /api/v1/admin/invitations`, its one schema checked here first. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    firstName: '',
    lastName: '',
  })
  const [accountType, setAccountType] = useState<AccountType>('student')
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({})
  const invite = useInvite()
  const typeId = useId()
  return (
    <FormDialog
      open
      title={t('people.inviteTitle')}
      description={t('people.inviteBody')}
      submit={{ label: t('people.send'), busyLabel: t('people.sending'), busy: invite.isPending }}
      error={failure(invite.error)}
      onClose={onClose}
      onSubmit={() => {
        const body = z.safeParse(InvitationBody, { ...values, accountType })
        if (!body.success) {
          const found: Partial<Record<Field, string>> = {}
          for (const issue of body.error.issues) {
            const field = issue.path[0] as Field
            found[field] ??= issue.message
          }
          setProblems(found)
          return
        }
        setProblems({})
        invite.mutate(body.data, {
          onSuccess: () => {
            toast(t('people.invited', { email: body.data.email }), { type: 'Success' })
            onClose()
          },
        })
      }}
    >
      {FIELDS.map((field) => (
        <div key={field} className="flex flex-col gap-1">
          <TextField
            label={t(LABELS[field])}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete="off"
            required
            value={values[field]}
            aria-invalid={problems[field] ? true : undefined}
            onChange={(event) => {
              setValues((now) => ({ ...now, [field]: event.target.value }))
            }}
          />
          {problems[field] ? (
            <p className="text-sm font-medium text-red-700 dark:text-red-300">
              {t(LABELS[field])}: {problems[field]}
            </p>
          ) : null}
        </div>
      ))}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={typeId} className={fieldLabelClass}>
          {t('people.filterType')}
        </label>
        <select
          id={typeId}
          value={accountType}
          onChange={(event) => {
            setAccountType(event.target.value as AccountType)
          }}
          className={fieldControlClass}
        >
          {AccountType.options.map((type) => (
            <option key={type} value={type}>
              {t(`people.type.${type}`)}
            </option>
          ))}
        </select>
      </div>
    </FormDialog>
  )
}
