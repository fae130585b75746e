import { AlertItem } from './alert-item.tsx'
import { t } from '../../lib/i18n/t.ts'
import { useAlerts } from '../../lib/alerts/use-alerts.ts'

/**
 * Where alerts appear: fixed at the top, above page content, in every layout. Needs no
 * router context, so it can sit beside the router provider. Clicks pass through the
 * empty area to the page below.
 */
export function AlertRegion() {
  const alerts = useAlerts()
  return (
    <section
      aria-label={t('alerts.region')}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center p-3 sm:justify-end"
    >
      <div className="flex w-full max-w-sm flex-col gap-2">
        {alerts.map((alert) => (
          <AlertItem key={alert.id} alert={alert} />
        ))}
      </div>
    </section>
  )
}
