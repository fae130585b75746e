import { randomBytes } from 'node:crypto'
import type { Store } from './store.ts'
import type { GrantRecord } from './types.ts'

/** Canvas's tokens read `<shard>~<random>`; the shape only matters to a human eye. */
function newToken(): string {
  return `1~${randomBytes(24).toString('base64url')}`
}

export function createGrant(
  store: Store,
  input: { userId: number; clientId: string; scopes: string[]; ttlSeconds: number },
): GrantRecord {
  const grant: GrantRecord = {
    id: store.nextId(),
    userId: input.userId,
    clientId: input.clientId,
    accessToken: newToken(),
    refreshToken: newToken(),
    accessExpiresAt: Date.now() + input.ttlSeconds * 1000,
    scopes: input.scopes,
    revoked: false,
  }
  store.state.grants.push(grant)
  store.save()
  return grant
}

/** A refresh rotates the grant's access token (the old one stops working); the refresh token stays. */
export function refreshGrant(store: Store, grant: GrantRecord, ttlSeconds: number): GrantRecord {
  grant.accessToken = newToken()
  grant.accessExpiresAt = Date.now() + ttlSeconds * 1000
  store.save()
  return grant
}

export type BearerCheck =
  | { kind: 'valid'; grant: GrantRecord }
  | { kind: 'expired'; grant: GrantRecord }
  | { kind: 'invalid' }

export function checkBearer(store: Store, header: string | undefined): BearerCheck {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  const token = match?.[1]
  if (!token) return { kind: 'invalid' }
  const grant = store.state.grants.find((g) => g.accessToken === token && !g.revoked)
  if (!grant) return { kind: 'invalid' }
  if (grant.accessExpiresAt <= Date.now()) return { kind: 'expired', grant }
  return { kind: 'valid', grant }
}

export function revokeGrant(store: Store, grant: GrantRecord): void {
  grant.revoked = true
  store.save()
}
