import { useQuery } from '@tanstack/react-query'
import { useId, useState, useSyncExternalStore } from 'react'
import { Button } from '../../../components/button.tsx'
import { FormSection } from '../../../components/form-section.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import {
  lockScreenQuery,
  pushStatusQuery,
  useLockScreenText,
  useTurnOffPush,
  useTurnOnPush,
} from '../api.ts'
import {
  NoServiceWorkerError,
  notificationPermission,
  pushSupport,
  PushRefusedError,
  type PushSupport,
} from '../browser-push.ts'
import '../messages.ts'

const noop = () => () => undefined
/** The browser's support, read after hydration (the server cannot know it). */
function useSupport(): PushSupport | null {
  return useSyncExternalStore(
    noop,
    () => pushSupport(),
    () => null,
  )
}

/** Why turning on failed, in words the student can act on. */
function failureText(error: unknown): string {
  if (error instanceof PushRefusedError) return t('push.denied')
  if (error instanceof NoServiceWorkerError) return t('push.noWorker')
  return t('push.error')
}

/**
 * Settings → Security: "Notifications on this device" (issue 34). Turning on asks the
 * browser's permission only after the tap; each state says what it means and what to do:
 * a browser without push, an iPhone that must add Quad to its Home Screen first, a browser
 * that refused, on, off. And whether a push shows a message's text on the lock screen.
 */
export function PushSettings() {
  const support = useSupport()
  const status = useQuery({ ...pushStatusQuery, enabled: support === 'supported' })
  const turnOn = useTurnOnPush()
  const turnOff = useTurnOffPush()
  const [failure, setFailure] = useState<string | null>(null)
  const blocked = support === 'supported' && notificationPermission() === 'denied'
  const on = status.data?.subscribed === true && notificationPermission() === 'granted'

  return (
    <FormSection id="push" title={t('push.title')} description={t('push.intro')}>
      {support === null ? null : support === 'needs-install' ? (
        <p>{t('push.needsInstall')}</p>
      ) : support === 'unsupported' ? (
        <p>{t('push.unsupported')}</p>
      ) : status.isPending ? (
        <p role="status">{t('push.loading')}</p>
      ) : status.isError ? (
        <p role="alert">{t('push.failed')}</p>
      ) : (
        <div className="flex flex-col gap-3">
          <p role="status">{on ? t('push.on') : blocked ? t('push.denied') : t('push.off')}</p>
          {failure ? (
            <p role="alert" className="text-red-800 dark:text-red-300">
              {failure}
            </p>
          ) : null}
          <div className="self-start">
            {on ? (
              <Button
                variant="secondary"
                disabled={turnOff.isPending}
                onClick={() => {
                  setFailure(null)
                  turnOff.mutate(undefined, {
                    onSuccess: () => toast(t('push.turnedOff')),
                    onError: () => setFailure(t('push.error')),
                  })
                }}
              >
                {t('push.turnOff')}
              </Button>
            ) : blocked ? null : (
              <Button
                disabled={turnOn.isPending}
                onClick={() => {
                  setFailure(null)
                  turnOn.mutate(undefined, {
                    onSuccess: () => toast(t('push.turnedOn'), { type: 'Success' }),
                    onError: (error) => setFailure(failureText(error)),
                  })
                }}
              >
                {turnOn.isPending ? t('push.turningOn') : t('push.turnOn')}
              </Button>
            )}
          </div>
          <LockScreenChoice />
        </div>
      )}
    </FormSection>
  )
}

function LockScreenChoice() {
  const id = useId()
  const { data } = useQuery(lockScreenQuery)
  const change = useLockScreenText()
  if (data === undefined) return null
  return (
    <div className="flex flex-col gap-1 border-t border-zinc-200 pt-3 dark:border-zinc-800">
      <label className="flex min-h-11 items-center gap-2 font-medium">
        <input
          type="checkbox"
          className="size-5 accent-zinc-900 dark:accent-zinc-100"
          aria-describedby={`${id}-help`}
          checked={change.isPending ? (change.variables ?? data) : data}
          onChange={(event) => {
            change.mutate(event.target.checked, {
              onError: () => toast(t('push.lockScreenFailed'), { type: 'Error' }),
            })
          }}
        />
        {t('push.lockScreen')}
      </label>
      <p id={`${id}-help`} className="text-sm text-zinc-700 dark:text-zinc-300">
        {t('push.lockScreenHelp')}
      </p>
    </div>
  )
}
