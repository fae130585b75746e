import { t } from '../../lib/i18n/t.ts'
import { useOutbox } from '../../lib/offline/outbox-store.ts'
import { useOnline } from '../../lib/offline/use-online.ts'

/**
 * Issue 34 item 3: with no network the shell says so, what still works (what was last seen,
 * kept by the service worker: decision 084), and how many writes wait to be sent.
 */
export function OfflineBanner() {
  const online = useOnline()
  const waiting = useOutbox().filter((item) => item.failure === null).length
  // The live region is always there (empty online), so going offline is announced.
  return (
    <div
      role="status"
      className={
        online
          ? 'sr-only'
          : 'border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50'
      }
    >
      {online ? null : <Offline waiting={waiting} />}
    </div>
  )
}

function Offline({ waiting }: { waiting: number }) {
  return (
    <>
      <strong className="font-semibold">{t('offline.title')}</strong>{' '}
      {/* A phone's screen is short: the gist there, what still works in full from md up. */}
      <span className="md:hidden">{t('offline.readingShort')}</span>
      <span className="hidden md:inline">{t('offline.reading')}</span>
      {waiting > 0 ? (
        <span className="font-semibold">
          {' '}
          {waiting === 1 ? t('offline.waitingOne') : t('offline.waitingOther', { count: waiting })}
        </span>
      ) : null}
    </>
  )
}
