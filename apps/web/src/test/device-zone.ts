import { vi } from 'vitest'

/**
 * This device is in `zone`, as Intl reports it to the app (issue 30 bug 4): a test of the
 * school's clock holds in whatever zone the machine runs. Undo with `vi.restoreAllMocks()`.
 */
export function deviceIn(zone: string): void {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: zone }
  })
}
