import './messages.ts'
import { locale } from '../../lib/i18n/messages.ts'
import { formatNumber } from '../../lib/i18n/format.ts'
import { t } from '../../lib/i18n/t.ts'

const plural = new Intl.PluralRules(locale)

/** "1 student", "1,234 students": grouped digits and plural form from the catalogue's locale. */
export function formatPeopleCount(count: number): string {
  const formatted = formatNumber(count)
  return plural.select(count) === 'one'
    ? t('directory.countOne', { count: formatted })
    : t('directory.countOther', { count: formatted })
}
