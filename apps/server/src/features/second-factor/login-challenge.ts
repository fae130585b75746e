import type { LoginChallenge } from '@quad/shared'
import type { SessionMethod } from '../../platform/auth/sessions.service.ts'
import { unauthorized } from '../../platform/errors.ts'
import { signLink, verifyLink } from '../../platform/integrations/signed-links.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import {
  countCodeAttempt,
  factorVersion,
  mustUseSecondFactor,
  useCode,
  wrongCode,
  type FactorOwner,
  type SecondFactorDeps,
} from './second-factor.service.ts'

/** How long the password's proof lasts while the second factor is typed. */
const TICKET_MINUTES = 5
const PURPOSE = { totp: 'login-second-factor', setup: 'login-second-factor-setup' } as const

export const ticketRefused = () =>
  unauthorized('This sign-in has expired or was already used: enter your email and password again.')

function ticketFor(
  secret: Uint8Array,
  kind: LoginChallenge['secondFactor'],
  owner: FactorOwner,
  version: string,
): LoginChallenge {
  const expires = new Date(Date.now() + TICKET_MINUTES * 60_000)
  const claims = { u: owner.userId, s: owner.school.id, v: version }
  return { secondFactor: kind, ticket: signLink(secret, PURPOSE[kind], claims, expires) }
}

/** The account and factor state a ticket of this school names, else a 401. */
export function readTicket(
  secret: Uint8Array,
  kind: LoginChallenge['secondFactor'],
  school: School,
  ticket: string,
): { owner: FactorOwner; version: string } {
  const check = verifyLink(secret, PURPOSE[kind], ticket)
  if (!check.ok) throw ticketRefused()
  const { u, s, v } = check.claims
  if (typeof u !== 'number' || s !== school.id || typeof v !== 'string') throw ticketRefused()
  return { owner: { school, userId: u }, version: v }
}

/** A ticket's account, for the per-account rate limit (any ticket, checked or not). */
export function ticketAccount(secret: Uint8Array, body: unknown): string {
  const ticket = (body as { ticket?: unknown } | null)?.ticket
  if (typeof ticket !== 'string') return '-'
  for (const purpose of Object.values(PURPOSE)) {
    const check = verifyLink(secret, purpose, ticket)
    if (check.ok) return String(check.claims.u)
  }
  return '-'
}

/**
 * After a right password (issue 18 item 2): how the session is signed in, or the
 * challenge to answer first. An account with a confirmed factor gives a code (in the
 * same request, or with the ticket); a school admin or staff member without one must
 * enrol first.
 */
export async function passwordLoginStep(
  deps: SecondFactorDeps & { secret: Uint8Array },
  owner: FactorOwner,
  code: string | undefined,
): Promise<SessionMethod | LoginChallenge> {
  const version = await factorVersion(deps.db, owner.userId)
  if (version === null) {
    if (!(await mustUseSecondFactor(deps.db, owner))) return 'password'
    return ticketFor(deps.secret, 'setup', owner, 'setup')
  }
  if (code === undefined) return ticketFor(deps.secret, 'totp', owner, version)
  const method = await deps.db.transaction(async (tx) => {
    await countCodeAttempt(tx, owner.userId)
    return useCode(deps, tx, owner, code)
  })
  if (!method) throw wrongCode()
  return method
}

/** The ticket's second step: a code, once, while the factor is as the ticket saw it. */
export async function ticketLoginStep(
  deps: SecondFactorDeps & { secret: Uint8Array },
  school: School,
  ticket: string,
  code: string,
): Promise<{ owner: FactorOwner; method: SessionMethod }> {
  const { owner, version } = readTicket(deps.secret, 'totp', school, ticket)
  const method = await deps.db.transaction(async (tx) => {
    if ((await factorVersion(tx, owner.userId)) !== version) throw ticketRefused()
    await countCodeAttempt(tx, owner.userId)
    return useCode(deps, tx, owner, code, { version })
  })
  if (!method) throw wrongCode()
  return { owner, method }
}
