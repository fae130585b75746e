import { useState, type SubmitEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { LoginChallenge } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { TextField } from '../../../components/text-field.tsx'
import { useLogin } from '../api.ts'
import { loginErrorMessage } from '../login-error-message.ts'
import { t } from '../../../lib/i18n/t.ts'
import { rememberSignIn } from '../../../lib/session/session.ts'
import { LoginSecondStep } from '../../second-factor/index.ts'

interface LoginFormProps {
  onLoggedIn: () => void
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const login = useLogin()
  const queryClient = useQueryClient()
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null)

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    login.mutate(
      { email: textValue(form, 'email'), password: textValue(form, 'password') },
      {
        onSuccess: (answer) => {
          if ('user' in answer) onLoggedIn()
          else setChallenge(answer)
        },
      },
    )
  }

  // The password was right; a second factor is due (issue 18 item 2).
  if (challenge) {
    return (
      <LoginSecondStep
        challenge={challenge}
        onSignedIn={(user) => {
          rememberSignIn(queryClient, user)
          onLoggedIn()
        }}
        onStartOver={() => {
          login.reset()
          setChallenge(null)
        }}
      />
    )
  }

  return (
    <form method="post" onSubmit={handleSubmit} className="flex flex-col gap-5">
      {/* Screen readers announce an alert when its message appears; hidden while empty. */}
      <div
        role="alert"
        className="rounded-lg border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200 empty:hidden"
      >
        {login.isError ? loginErrorMessage(login.error) : null}
      </div>
      <TextField
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="username"
        required
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <Button type="submit" disabled={login.isPending} className="mt-1 w-full">
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  )
}

function textValue(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
