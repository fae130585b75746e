import path from 'node:path'
import type { Config } from '../env.ts'

/** Where email goes without SMTP_URL: `.eml` files, one directory per school. */
export const outboxDirectory = (config: Pick<Config, 'dataDir'>) =>
  path.join(config.dataDir, 'outbox')

/**
 * The file outbox `/dev/outbox` shows: only in explicit development (NODE_ENV=development)
 * and only when email is not sent by SMTP (issue 12 item 2).
 */
export function devOutboxDirectory(
  config: Pick<Config, 'smtpUrl' | 'developmentMode' | 'dataDir'>,
): string | null {
  return config.developmentMode && !config.smtpUrl ? outboxDirectory(config) : null
}
