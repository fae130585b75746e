import { locale } from '../../lib/i18n/messages.ts'
import { formatNumber } from '../../lib/i18n/format.ts'
import { t } from '../../lib/i18n/t.ts'

const plural = new Intl.PluralRules(locale)

/** "1 club", "1,234 clubs": grouped digits and the plural form of the catalogue's locale. */
export function formatClubCount(count: number): string {
  const formatted = formatNumber(count)
  return plural.select(count) === 'one'
    ? t('clubs.countOne', { count: formatted })
    : t('clubs.countOther', { count: formatted })
}
