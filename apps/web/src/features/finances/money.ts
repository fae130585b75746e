import { locale } from '../../lib/i18n/messages.ts'

const formats = new Map<string, Intl.NumberFormat>()

function currencyFormat(currency: string): Intl.NumberFormat {
  let format = formats.get(currency)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency })
    formats.set(currency, format)
  }
  return format
}

/**
 * An amount the server sends in the currency's minor unit (decision 052: cents; yen
 * have none), shown in that currency: divided by 10^digits of the currency as Intl
 * knows it (2 for USD, 0 for JPY, 3 for BHD).
 */
export function formatMoney(amountMinor: number, currency: string): string {
  const format = currencyFormat(currency)
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(amountMinor / 10 ** digits)
}

/** An ISO day (`2026-10-01`) as the reader's date, without a time zone shifting it. */
export function dayAsDate(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number)
  return new Date(year, month - 1, date)
}
