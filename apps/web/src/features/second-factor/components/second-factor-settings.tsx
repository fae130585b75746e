import { useState, type SubmitEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from '../../../components/button.tsx'
import { FormSection } from '../../../components/form-section.tsx'
import { TextField } from '../../../components/text-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import {
  confirmSetup,
  newRecoveryCodes,
  secondFactorKey,
  secondFactorStatus,
  startSetup,
  turnOff,
} from '../api.ts'
import { codeErrorMessage } from '../code-error.ts'
import '../messages.ts'
import { RecoveryCodesList } from './recovery-codes-list.tsx'
import { SetupKey } from './setup-key.tsx'

const alertClass =
  'rounded-lg border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200 empty:hidden'
const textClass = 'text-zinc-700 dark:text-zinc-300'

const ERROR_ID = 'two-step-error'

/** A code field's link to the section's error line, while its own step was refused. */
const invalidWhen = (refused: boolean) =>
  refused ? { 'aria-invalid': true, 'aria-describedby': ERROR_ID } : {}

const codeOf = (event: SubmitEvent<HTMLFormElement>) => {
  event.preventDefault()
  return String(new FormData(event.currentTarget).get('code') ?? '').trim()
}

/** Settings → Security (issue 18 item 2): turn TOTP on and off, new recovery codes. */
export function SecondFactorSettings() {
  const queryClient = useQueryClient()
  const status = useQuery({ queryKey: secondFactorKey, queryFn: secondFactorStatus })
  const [codes, setCodes] = useState<string[] | null>(null)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: secondFactorKey })
  const setup = useMutation({ mutationFn: startSetup })
  const confirm = useMutation({
    mutationFn: confirmSetup,
    onSuccess: ({ recoveryCodes }) => {
      setCodes(recoveryCodes)
      setup.reset()
      refresh()
    },
  })
  const regenerate = useMutation({
    mutationFn: newRecoveryCodes,
    onSuccess: ({ recoveryCodes }) => {
      setCodes(recoveryCodes)
      refresh()
    },
  })
  const off = useMutation({
    mutationFn: turnOff,
    onSuccess: () => {
      // The codes shown belonged to the factor just turned off.
      setCodes(null)
      refresh()
    },
  })
  const error = confirm.error ?? regenerate.error ?? off.error ?? setup.error

  return (
    <FormSection
      id="two-step"
      title={t('secondFactor.settingsTitle')}
      description={t('secondFactor.settingsIntro')}
    >
      <div id={ERROR_ID} role="alert" className={alertClass}>
        {error ? codeErrorMessage(error) : null}
      </div>
      {status.data ? (
        <p className={textClass}>
          {status.data.enabled
            ? t('secondFactor.statusOn', { count: status.data.recoveryCodesLeft })
            : t('secondFactor.statusOff')}{' '}
          {status.data.required ? t('secondFactor.required') : null}
        </p>
      ) : status.isError ? (
        <p className={textClass}>{codeErrorMessage(status.error)}</p>
      ) : (
        <p className={textClass}>{t('secondFactor.loading')}</p>
      )}
      {codes ? <RecoveryCodesList codes={codes} /> : null}
      {status.data && !status.data.enabled && !setup.data ? (
        <Button className="self-start" disabled={setup.isPending} onClick={() => setup.mutate()}>
          {t('secondFactor.turnOn')}
        </Button>
      ) : null}
      {setup.data ? (
        <form
          method="post"
          onSubmit={(event) => confirm.mutate(codeOf(event))}
          className="flex flex-col gap-4"
        >
          <SetupKey setup={setup.data} />
          <TextField
            label={t('secondFactor.code')}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            {...invalidWhen(confirm.isError)}
          />
          <Button type="submit" className="self-start" disabled={confirm.isPending}>
            {t('secondFactor.verify')}
          </Button>
        </form>
      ) : null}
      {status.data?.enabled ? (
        <CodeActions
          required={status.data.required}
          refused={regenerate.isError || off.isError}
          pending={regenerate.isPending || off.isPending}
          onNewCodes={(code) => regenerate.mutate(code)}
          onOff={(code) => off.mutate(code)}
        />
      ) : null}
    </FormSection>
  )
}

interface CodeActionsProps {
  required: boolean
  refused: boolean
  pending: boolean
  onNewCodes: (code: string) => void
  onOff: (code: string) => void
}

/** New recovery codes or turning off, each for a current code. */
function CodeActions({ required, refused, pending, onNewCodes, onOff }: CodeActionsProps) {
  return (
    <form
      method="post"
      onSubmit={(event) => {
        // The button pressed names the action (a submit event's submitter).
        const off = event.nativeEvent.submitter?.getAttribute('value') === 'off'
        const code = codeOf(event)
        if (off) onOff(code)
        else onNewCodes(code)
      }}
      className="flex flex-col gap-4"
    >
      <TextField
        label={t('secondFactor.codeForChange')}
        name="code"
        autoComplete="one-time-code"
        required
        {...invalidWhen(refused)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" value="codes" disabled={pending}>
          {t('secondFactor.newCodes')}
        </Button>
        {required ? null : (
          <Button type="submit" variant="secondary" value="off" disabled={pending}>
            {t('secondFactor.turnOff')}
          </Button>
        )}
      </div>
    </form>
  )
}
