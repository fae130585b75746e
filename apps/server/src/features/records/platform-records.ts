import type { RecordKind } from '@quad/shared'
import { JWT_TTL_SECONDS } from '../../platform/auth/jwt.ts'
import { SESSION_IDLE_MS, SESSION_TTL_MS } from '../../platform/auth/sessions.service.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const days = (ms: number) => `${String(Math.round(ms / DAY_MS))} days`

/**
 * What the platform itself keeps about a student, beside the features' personal data parts
 * (decision 056). Read from the constants that enforce it, so the page cannot drift from
 * the code: a session's lifetime and idle limit, the bearer token's lifetime.
 */
export function platformRecords(): RecordKind[] {
  return [
    {
      name: 'sessions',
      what:
        'Your signed-in devices: the browser’s User-Agent, the network range you signed in ' +
        'from (never the full address), how you signed in, and when each was last used',
      kept:
        `Until you sign out, at most ${days(SESSION_TTL_MS)}, or ${days(SESSION_IDLE_MS)} ` +
        `without use; the app’s access tokens last ${String(JWT_TTL_SECONDS / 60)} minutes`,
    },
    {
      name: 'audit-log',
      what:
        'Privileged actions that name you (by a school admin, staff or a moderator, or your ' +
        'own as one of them): the action, who did it, when, and the request’s IP address',
      kept: 'As the school’s record of those actions; it has no automatic expiry',
    },
  ]
}
