/** The first retry waits about this long; each failure doubles it, up to the cap. */
export const BACKOFF_BASE_MS = 1_000
export const BACKOFF_CAP_MS = 30_000

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first retry): exponential,
 * capped, with "equal jitter" (half fixed, half random) so a server restart does not bring
 * every tab back in the same millisecond, yet no tab retries at once in a tight loop.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}
