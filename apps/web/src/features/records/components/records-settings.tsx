import type { AnalyticsStatement } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { FormSection } from '../../../components/form-section.tsx'
import { SwitchField } from '../../../components/switch-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { recordsQuery, useAnalyticsChoice } from '../api.ts'
import '../messages.ts'

function analyticsText(analytics: AnalyticsStatement): string {
  if (!analytics.configured || !analytics.scriptHost) return t('records.analyticsOff')
  return t('records.analyticsOn', {
    host: analytics.scriptHost,
    visitor: analytics.visitor.id,
    accountType: analytics.visitor.accountType,
    account: analytics.account.id,
  })
}

/**
 * Settings → Your data: what Quad stores and for how long, from the server's list of every
 * feature's personal data, and the analytics statement with its opt-out (issue 18 item 5).
 */
export function RecordsSettings() {
  const { data, isPending, isError } = useQuery(recordsQuery)
  const choice = useAnalyticsChoice()
  return (
    <FormSection id="records" title={t('records.title')} description={t('records.intro')}>
      {isPending ? (
        <p role="status">{t('records.loading')}</p>
      ) : isError ? (
        <p role="alert">{t('records.failed')}</p>
      ) : (
        <>
          <dl className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
            {data.items.map((item) => (
              <div key={item.name} className="flex flex-col gap-1 py-3 first:pt-0">
                <dt className="font-medium text-zinc-900 dark:text-zinc-50">{item.what}</dt>
                <dd className="text-zinc-700 dark:text-zinc-300">
                  <span className="sr-only">{t('records.kept')}: </span>
                  {item.kept}
                </dd>
              </div>
            ))}
          </dl>
          <h3 className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
            {t('records.analyticsTitle')}
          </h3>
          <p className="text-zinc-700 dark:text-zinc-300">{analyticsText(data.analytics)}</p>
          {/* Shown even when analytics is off: the choice holds if the school turns it on. */}
          <SwitchField
            field="analytics"
            label={t('records.analyticsSwitch')}
            description={t('records.analyticsSwitchHint')}
            checked={!data.analyticsOptOut}
            onChange={(share) => {
              choice.mutate(!share, {
                onError: () => toast(t('records.analyticsSaveFailed'), { type: 'Error' }),
              })
            }}
          />
        </>
      )}
    </FormSection>
  )
}
