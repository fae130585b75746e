import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react'
import { Icon } from '../../components/icon.tsx'
import { formatNumber } from '../../lib/i18n/format.ts'
import { t } from '../../lib/i18n/t.ts'
import { countBadgeClass } from './chat-unread-badge.tsx'
import { useBreakpointReset } from './use-breakpoint-reset.ts'
import { useNotificationCount } from '../../features/notifications/use-notification-count.ts'
import { useAppBadge } from '../../lib/pwa/use-app-badge.ts'

const loadPanel = () => import('../../features/notifications/components/notification-panel.tsx')
// The panel is its own chunk (quality P5 shell budget), fetched when the pointer heads for the bell.
const NotificationPanel = lazy(async () => ({ default: (await loadPanel()).NotificationPanel }))

/**
 * Issue 7: the bell in the top bar, its live count in its name ("Notifications, 2 unread"),
 * and the panel it opens. Once loaded the panel stays mounted, so its dialog closes (and
 * gives focus back to the bell) like the main menu.
 */
export function NotificationBell({ className }: { className: string }) {
  const count = useNotificationCount()
  useAppBadge(count)
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const bellRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const close = useCallback(() => {
    setOpen(false)
  }, [])
  // Spec 4 "Menus": every menu resets 351 ms after a breakpoint change.
  useBreakpointReset(close)
  const shown = count > 99 ? '99+' : formatNumber(count)
  return (
    <>
      <button
        ref={bellRef}
        type="button"
        aria-label={
          count > 0 ? t('shell.notificationsUnread', { count: shown }) : t('shell.notifications')
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
        onPointerEnter={loadPanel}
        className={`relative ${className}`}
      >
        <Icon name="bell" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className={`${countBadgeClass} absolute -top-0.5 -right-0.5 ring-2 ring-school`}
          >
            {shown}
          </span>
        ) : null}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <NotificationPanel
            id={panelId}
            open={open}
            onClose={close}
            onClosed={() => bellRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  )
}
