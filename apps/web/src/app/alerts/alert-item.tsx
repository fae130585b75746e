import { t } from '../../lib/i18n/t.ts'
import type { Alert } from '../../lib/alerts/alert-store.ts'
import { alertStore } from '../../lib/alerts/alert.ts'
import { AlertIcon } from './alert-icon.tsx'
import { alertTypeLabel } from './alert-type-label.ts'
import { alertTypeStyles } from './alert-styles.ts'
import { AlertMessage } from './alert-message.tsx'
import { hasMarkup } from '../../lib/alerts/sanitize-alert-html.ts'
import { useAlertSanitizer } from '../../lib/alerts/use-alert-sanitizer.ts'
import { DismissButton } from '../../components/dismiss-button.tsx'

/*
 * The live region (role) is rendered while the alert is still pending and filled 100 ms
 * later (spec 4): screen readers announce content added to a region they already know
 * far more reliably than a region that appears with its content.
 * Errors and warnings interrupt (role="alert"); the rest wait their turn (role="status").
 */
export function AlertItem({ alert }: { alert: Alert }) {
  const isUrgent = alert.type === 'Error' || alert.type === 'Warning'
  const role = isUrgent ? 'alert' : 'status'
  const isMarkup = hasMarkup(alert.message)
  const sanitize = useAlertSanitizer(isMarkup)
  // Markup waits (as pending) for the sanitiser, which is lazy-loaded.
  const isWaiting = alert.phase === 'pending' || (isMarkup && !sanitize)
  if (isWaiting) return <div role={role} />

  // Spec 4 fade 250 ms; with reduced motion it vanishes at once but leaves on the same beat.
  const fading = alert.phase === 'fading' ? 'opacity-0' : 'opacity-100'
  return (
    <div
      role={role}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 px-4 py-3 shadow-md motion-safe:transition-opacity motion-safe:duration-[250ms] ${fading} ${alertTypeStyles[alert.type]}`}
    >
      <AlertIcon type={alert.type} />
      <p className="min-w-0 flex-1 text-sm [&_a]:font-semibold [&_a]:underline">
        <span className="sr-only">{alertTypeLabel(alert.type)} </span>
        <AlertMessage message={alert.message} sanitize={sanitize} />
        {alert.count > 1 ? (
          <span className="ml-1.5 font-semibold whitespace-nowrap">
            {t('alerts.repeated', { count: alert.count })}
          </span>
        ) : null}
      </p>
      <DismissButton
        label={t('alerts.dismiss')}
        onDismiss={() => alertStore.close(alert.id)}
        hoverClass="hover:bg-black/10 dark:hover:bg-white/10"
      />
    </div>
  )
}
