/**
 * A typed amount in minor units, exactly (no floating point): whole units, then at most
 * the currency's minor digits after a point or comma ("12.50", "12,5"; "12" in yen). NaN
 * for anything else ("1,000", "12.345", "-3"), which the form says how to type.
 */
export function minorOf(amount: string, digits: number): number {
  const pattern =
    digits === 0 ? /^(\d+)$/ : new RegExp(`^(\\d+)(?:[.,](\\d{1,${String(digits)}}))?$`)
  const match = pattern.exec(amount.trim())
  if (!match) return Number.NaN
  const [, whole = '', fraction = ''] = match
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0')
}
