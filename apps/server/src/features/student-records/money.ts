/**
 * An amount in the currency's major unit (12.34 USD) as an integer of its minor unit
 * (1234 cents); yen have no minor unit (500 JPY is 500). The digits are the currency's
 * own, from `Intl` (ISO 4217); more decimals than it has is an error, never a rounding.
 */
export type MinorUnits = { minor: number } | { error: string }

export function minorDigits(currency: string): number | null {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? null
    )
  } catch {
    return null
  }
}

export function toMinorUnits(amount: number, digits: number, currency: string): MinorUnits {
  // Decimal text, not float arithmetic: 1.005 * 100 is 100.49999999999999.
  const [whole = '0', fraction = ''] = Math.abs(amount)
    .toLocaleString('en', { useGrouping: false, maximumFractionDigits: 20 })
    .split('.')
  if (fraction.length > digits)
    return { error: `has more than ${digits} decimal places for ${currency}` }
  const minor = Number(whole + fraction.padEnd(digits, '0'))
  if (!Number.isSafeInteger(minor)) return { error: 'is too large' }
  return { minor: amount < 0 ? -minor : minor }
}
