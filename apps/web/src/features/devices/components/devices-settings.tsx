import type { DeviceSession } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { FormSection } from '../../../components/form-section.tsx'
import { relativeTime } from '../../../lib/i18n/relative-time.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { devicesQuery, useSignOutDevice, useSignOutOthers } from '../api.ts'
import '../messages.ts'

/** "Firefox 128 on macOS 14.5", whatever the User-Agent named. */
function deviceLabel(item: DeviceSession): string {
  const browser = item.browser ?? t('devices.unknownBrowser')
  return item.os ? t('devices.on', { browser, os: item.os }) : browser
}

/**
 * Settings → Security: "Where you're signed in" (issue 18 item 3). Each device with its
 * browser, OS, network and last use; sign one out, or every one but this, at once.
 */
export function DevicesSettings() {
  const { data, isPending, isError } = useQuery(devicesQuery)
  const signOut = useSignOutDevice()
  const signOutOthers = useSignOutOthers()
  const [confirming, setConfirming] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const items = data?.items ?? []
  const others = items.filter((item) => !item.current)
  const failed = () => toast(t('devices.signOutFailed'), { type: 'Error' })

  return (
    <FormSection id="devices" title={t('devices.title')} description={t('devices.intro')}>
      {isPending ? (
        <p role="status">{t('devices.loading')}</p>
      ) : isError ? (
        <p role="alert">{t('devices.failed')}</p>
      ) : (
        <>
          <ul
            aria-labelledby="devices-title"
            className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800"
          >
            {items.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0"
              >
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-medium break-words text-zinc-900 dark:text-zinc-50">
                    {deviceLabel(item)}
                    {item.current ? (
                      <span className="ml-2 inline-block rounded-full whitespace-nowrap bg-emerald-100 px-2 py-0.5 text-sm font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
                        {t('devices.thisDevice')}
                      </span>
                    ) : null}
                    {item.push ? (
                      <span className="ml-2 inline-block rounded-full whitespace-nowrap bg-sky-100 px-2 py-0.5 text-sm font-medium text-sky-900 dark:bg-sky-950 dark:text-sky-200">
                        {t('devices.notificationsOn')}
                      </span>
                    ) : null}
                  </span>
                  <span className="text-sm text-zinc-700 dark:text-zinc-300">
                    {item.place ?? t('devices.unknownPlace')} ·{' '}
                    {t('devices.lastActive', { when: relativeTime(item.lastActiveAt) })}
                  </span>
                </div>
                {item.current ? null : (
                  <Button
                    variant="secondary"
                    aria-label={t('devices.signOutNamed', { device: deviceLabel(item) })}
                    onClick={() => {
                      signOut.mutate(item.id, {
                        onSuccess: () => toast(t('devices.signedOut')),
                        onError: failed,
                      })
                    }}
                  >
                    {t('devices.signOut')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others.length === 0 ? (
            <p className="text-zinc-700 dark:text-zinc-300">{t('devices.empty')}</p>
          ) : (
            <div className="self-start">
              <Button ref={opener} variant="secondary" onClick={() => setConfirming(true)}>
                {t('devices.signOutOthers')}
              </Button>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('devices.confirmTitle')}
        body={t('devices.confirmBody')}
        confirmLabel={t('devices.signOutOthers')}
        cancelLabel={t('devices.cancel')}
        onCancel={() => setConfirming(false)}
        onClosed={() => opener.current?.focus()}
        onConfirm={() => {
          setConfirming(false)
          signOutOthers.mutate(undefined, {
            onSuccess: () => toast(t('devices.signedOutOthers')),
            onError: failed,
          })
        }}
      />
    </FormSection>
  )
}
