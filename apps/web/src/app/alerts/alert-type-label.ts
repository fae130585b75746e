import { t } from '../../lib/i18n/t.ts'
import type { AlertType } from '../../lib/alerts/alert-store.ts'

/** Spoken before the message, since the icon alone says nothing to a screen reader. */
export function alertTypeLabel(type: AlertType): string {
  switch (type) {
    case 'Success':
      return t('alerts.typeSuccess')
    case 'Error':
      return t('alerts.typeError')
    case 'Info':
      return t('alerts.typeInfo')
    case 'Warning':
      return t('alerts.typeWarning')
  }
}
