import { useState } from 'react'
import type { DeletionStatus } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from '../../../components/button.tsx'
import { FormDialog } from '../../../components/form-dialog.tsx'
import { FormSection } from '../../../components/form-section.tsx'
import { TextField } from '../../../components/text-field.tsx'
import { isHttpError } from '../../../lib/http/http.ts'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { deletionQuery, useCancelDeletion, useScheduleDeletion } from '../api.ts'
import '../messages.ts'

const note = 'text-zinc-700 dark:text-zinc-300'

/**
 * Delete your account, with its grace period and how to cancel (issue 18 item 4): what
 * happens by the school's policy, a dialog asking for the password (an SSO account: a
 * recent sign-in), then "Your account will be deleted on {date}" with Cancel deletion.
 */
export function DeletionSettings() {
  const status = useQuery(deletionQuery)
  return (
    <FormSection id="delete-account" title={t('deletion.title')}>
      {status.data ? (
        status.data.dueAt ? (
          <Pending dueAt={status.data.dueAt} />
        ) : (
          <Explained status={status.data} />
        )
      ) : (
        <p className={note}>{status.isError ? t('deletion.failed') : t('deletion.loading')}</p>
      )}
    </FormSection>
  )
}

function Explained({ status }: { status: DeletionStatus }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <p className={note}>
        {status.graceDays > 0
          ? t('deletion.intro', { days: status.graceDays })
          : t('deletion.introNow')}
      </p>
      <ul className={`list-disc pl-5 ${note}`}>
        <li>{t('deletion.what')}</li>
        <li>
          {status.deletedContent === 'remove' ? t('deletion.remove') : t('deletion.anonymise')}
        </li>
        <li>{t('deletion.exportFirst')}</li>
      </ul>
      <div>
        <Button
          variant="secondary"
          className="text-red-700 dark:text-red-300"
          onClick={() => setOpen(true)}
        >
          {t('deletion.start')}
        </Button>
      </div>
      <ConfirmDeletion
        open={open}
        hasPassword={status.hasPassword}
        onClose={() => setOpen(false)}
      />
    </>
  )
}

function ConfirmDeletion(props: { open: boolean; hasPassword: boolean; onClose: () => void }) {
  const { open, hasPassword, onClose } = props
  const [password, setPassword] = useState('')
  const schedule = useScheduleDeletion()
  const error = schedule.error
  const message = !error
    ? null
    : isHttpError(error, 400)
      ? (error.body?.error.issues?.[0]?.message ?? error.message)
      : isHttpError(error, 403)
        ? error.message
        : t('deletion.failed')
  const close = () => {
    setPassword('')
    schedule.reset()
    onClose()
  }
  return (
    <FormDialog
      open={open}
      title={t('deletion.dialogTitle')}
      closeLabel={t('deletion.cancel')}
      onClose={close}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            {t('deletion.cancel')}
          </Button>
          <Button
            type="submit"
            form="delete-account-form"
            disabled={schedule.isPending}
            className="bg-red-700! text-white!"
          >
            {t('deletion.confirm')}
          </Button>
        </div>
      }
    >
      <form
        method="post"
        id="delete-account-form"
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          schedule.mutate(hasPassword ? { password } : {}, { onSuccess: close })
        }}
      >
        {hasPassword ? (
          <>
            <TextField
              label={t('deletion.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={message ? true : undefined}
              aria-describedby="delete-account-error"
              onChange={(event) => setPassword(event.target.value)}
            />
            <p className={`text-sm ${note}`}>{t('deletion.passwordHelp')}</p>
          </>
        ) : (
          <p className={note}>{t('deletion.ssoHelp')}</p>
        )}
        <p
          id="delete-account-error"
          role="alert"
          className="text-sm font-semibold text-red-700 dark:text-red-300"
        >
          {message}
        </p>
      </form>
    </FormDialog>
  )
}

function Pending({ dueAt }: { dueAt: string }) {
  const cancel = useCancelDeletion()
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300 dark:bg-amber-950 dark:text-amber-50 dark:ring-amber-700"
    >
      <p className="font-semibold">
        {t('deletion.pending', { date: formatDate(new Date(dueAt)) })}
      </p>
      <p>{t('deletion.pendingHelp')}</p>
      {cancel.isError ? <p>{t('deletion.failed')}</p> : null}
      <div>
        <Button disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('deletion.cancelDeletion')}
        </Button>
      </div>
    </div>
  )
}
