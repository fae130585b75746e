import * as client from 'openid-client'
import type { OidcConfig } from '@quad/shared'

/*
 * The issuer's discovered configuration (decision 053), cached per school: discovery runs
 * once per issuer, client and secret, and is forgotten when a round trip fails so the next
 * one discovers again (a rotated signing key or a moved endpoint).
 */

interface Cached {
  key: string
  configuration: Promise<client.Configuration>
}

const cache = new Map<number, Cached>()

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

/**
 * openid-client refuses plain-http issuers; a loopback one (tests, development) is
 * allowed, any other must be https.
 */
export function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname)
}

/** The school's issuer configuration, discovered once and then reused. */
export function configurationFor(
  schoolId: number,
  oidc: OidcConfig,
  clientSecret: string,
): Promise<client.Configuration> {
  const key = JSON.stringify([oidc.issuer, oidc.clientId, clientSecret])
  const cached = cache.get(schoolId)
  if (cached?.key === key) return cached.configuration
  const issuer = new URL(oidc.issuer)
  const configuration = client.discovery(
    issuer,
    oidc.clientId,
    clientSecret,
    client.ClientSecretPost(clientSecret),
    {
      timeout: 10,
      ...(isLoopbackHttp(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
    },
  )
  cache.set(schoolId, { key, configuration })
  // A failed discovery is not kept: the next round trip tries again.
  configuration.catch(() => forgetConfiguration(schoolId))
  return configuration
}

/** Drops the school's cached configuration (after a failure, or new settings). */
export function forgetConfiguration(schoolId: number): void {
  cache.delete(schoolId)
}
