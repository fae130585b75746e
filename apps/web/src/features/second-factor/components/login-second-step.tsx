import { useEffect, useRef, useState, type SubmitEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { AuthUser, LoginChallenge } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { TextField } from '../../../components/text-field.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import { t } from '../../../lib/i18n/t.ts'
import { confirmLoginSetup, signInWithCode, startLoginSetup } from '../api.ts'
import { codeErrorMessage } from '../code-error.ts'
import { RecoveryCodesList } from './recovery-codes-list.tsx'
import { SetupKey } from './setup-key.tsx'

interface StepProps {
  challenge: LoginChallenge
  onSignedIn: (user: AuthUser) => void
}

interface LoginSecondStepProps extends StepProps {
  /** Back to the email and password: another account, or a typo in the email. */
  onStartOver: () => void
}

const alertClass =
  'rounded-lg border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200 empty:hidden'
const headingClass = 'text-lg font-semibold text-zinc-900 dark:text-zinc-50'
const textClass = 'text-zinc-700 dark:text-zinc-300'

/** The login's second step (issue 18 item 2): a code, or an admin's enrolment first. */
export function LoginSecondStep({ challenge, onSignedIn, onStartOver }: LoginSecondStepProps) {
  return (
    <div className="flex flex-col gap-4">
      {challenge.secondFactor === 'setup' ? (
        <SetupStep challenge={challenge} onSignedIn={onSignedIn} />
      ) : (
        <CodeStep challenge={challenge} onSignedIn={onSignedIn} />
      )}
      <button
        type="button"
        onClick={onStartOver}
        className={`mx-auto inline-flex min-h-11 items-center text-zinc-900 dark:text-zinc-50 ${textLinkClass}`}
      >
        {t('secondFactor.startOver')}
      </button>
    </div>
  )
}

function CodeStep({ challenge, onSignedIn }: StepProps) {
  const [recovery, setRecovery] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  const send = useMutation({
    mutationFn: (code: string) => signInWithCode(challenge, code),
    onSuccess: ({ user }) => onSignedIn(user),
  })
  useEffect(() => field.current?.focus(), [recovery])

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    send.mutate(String(new FormData(event.currentTarget).get('code') ?? '').trim())
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-labelledby="code-step-title"
    >
      <h2 id="code-step-title" className={headingClass}>
        {t('secondFactor.codeTitle')}
      </h2>
      <p className={textClass}>
        {recovery ? t('secondFactor.recoveryIntro') : t('secondFactor.codeIntro')}
      </p>
      <div role="alert" className={alertClass}>
        {send.isError ? codeErrorMessage(send.error) : null}
      </div>
      <TextField
        key={recovery ? 'recovery' : 'totp'}
        ref={field}
        label={recovery ? t('secondFactor.recoveryCode') : t('secondFactor.code')}
        name="code"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        {...(!recovery && { pattern: '[0-9 ]*' })}
        spellCheck={false}
        required
      />
      <Button type="submit" disabled={send.isPending} className="w-full">
        {send.isPending ? t('secondFactor.verifying') : t('secondFactor.verify')}
      </Button>
      <Button
        type="button"
        variant="secondary"
        onClick={() => {
          send.reset()
          setRecovery(!recovery)
        }}
      >
        {recovery ? t('secondFactor.useApp') : t('secondFactor.useRecovery')}
      </Button>
    </form>
  )
}

function SetupStep({ challenge, onSignedIn }: StepProps) {
  const setup = useMutation({ mutationFn: () => startLoginSetup(challenge) })
  const confirm = useMutation({ mutationFn: (code: string) => confirmLoginSetup(challenge, code) })
  const start = setup.mutate
  useEffect(() => start(), [start])

  if (confirm.data) {
    const { user, recoveryCodes } = confirm.data
    return (
      <div className="flex flex-col gap-4">
        <h2 className={headingClass}>{t('secondFactor.recoveryTitle')}</h2>
        <RecoveryCodesList codes={recoveryCodes} />
        <Button onClick={() => onSignedIn(user)}>{t('secondFactor.continue')}</Button>
      </div>
    )
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    confirm.mutate(String(new FormData(event.currentTarget).get('code') ?? '').trim())
  }

  const error = setup.error ?? confirm.error
  return (
    <form
      method="post"
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-labelledby="setup-step-title"
    >
      <h2 id="setup-step-title" className={headingClass}>
        {t('secondFactor.setupTitle')}
      </h2>
      <p className={textClass}>{t('secondFactor.setupIntro')}</p>
      <div role="alert" className={alertClass}>
        {error ? codeErrorMessage(error) : null}
      </div>
      {setup.data ? (
        <>
          <SetupKey setup={setup.data} className="mx-auto" />
          <TextField
            label={t('secondFactor.code')}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
          />
          <Button type="submit" disabled={confirm.isPending} className="w-full">
            {confirm.isPending ? t('secondFactor.verifying') : t('secondFactor.verify')}
          </Button>
        </>
      ) : (
        <p className={textClass}>{t('secondFactor.loadingSetup')}</p>
      )}
    </form>
  )
}
