import { isIP } from 'node:net'
import path from 'node:path'
import type { Config } from '../env.ts'

/** Where email goes without SMTP_URL: `.eml` files, one directory per school. */
export const outboxDirectory = (config: Pick<Config, 'dataDir'>) =>
  path.join(config.dataDir, 'outbox')

/**
 * The file outbox `/dev/outbox` shows: only in explicit development (NODE_ENV=development),
 * only when email is not sent by SMTP (issue 12 item 2), and only while the server listens
 * on loopback alone (issue 30 security 1): a development server exposed to a network has
 * public demo passwords and second-factor keys, so a page gated on an admin's sign-in would
 * still hand anyone the password-reset links.
 */
export function devOutboxDirectory(
  config: Pick<Config, 'smtpUrl' | 'developmentMode' | 'dataDir' | 'host'>,
): string | null {
  return config.developmentMode && !config.smtpUrl && listensOnLoopbackOnly(config.host)
    ? outboxDirectory(config)
    : null
}

/** `127.0.0.0/8`, `::1` or `localhost`: nothing beyond this machine can connect. */
export function listensOnLoopbackOnly(host: string): boolean {
  if (host === 'localhost') return true
  if (isIP(host) === 4) return host.startsWith('127.')
  return host === '::1'
}
