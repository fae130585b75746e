import { locale } from './messages.ts'

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
  return currencyFormat(currency).format(amountMinor / 10 ** minorDigits(currency))
}

/** How many digits of the currency are minor units (2 for USD, 0 for JPY, 3 for BHD). */
export function minorDigits(currency: string): number {
  return currencyFormat(currency).resolvedOptions().maximumFractionDigits ?? 2
}
