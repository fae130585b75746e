import * as client from 'openid-client'
import type { OidcConfig } from '@quad/shared'
import type { Outbound } from '../../../platform/http/outbound.ts'

/*
 * The issuer's discovered configuration (decision 053), cached per school: discovery runs
 * once per issuer, client and secret, and is forgotten when a round trip fails so the next
 * one discovers again (a rotated signing key or a moved endpoint).
 */

interface Cached {
  key: string
  configuration: Promise<client.Configuration>
}

export interface OidcDiscovery {
  /** The school's issuer configuration, discovered once and then reused. */
  configurationFor(
    schoolId: number,
    oidc: OidcConfig,
    clientSecret: string,
  ): Promise<client.Configuration>
  /** Drops the school's cached configuration (after a failure, or new settings). */
  forget(schoolId: number): void
}

/**
 * Every request to the issuer — discovery, the token endpoint, the keys — goes through the
 * outbound guard (issue 30 security 2): the issuer is an address an admin typed, and any
 * visitor can make Quad fetch it by opening the sign-in start. The guard decides whether
 * plain http may be used (never in production), so openid-client's own https rule is lifted
 * for an http issuer that the guard lets through (a named development stand-in).
 */
export function oidcDiscovery(outbound: Outbound): OidcDiscovery {
  const cache = new Map<number, Cached>()
  const forget = (schoolId: number) => cache.delete(schoolId)
  const guardedFetch: client.CustomFetch = (url, options) =>
    outbound.fetch(url, options as RequestInit)
  return {
    forget,
    configurationFor(schoolId, oidc, clientSecret) {
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
          [client.customFetch]: guardedFetch,
          ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      cache.set(schoolId, { key, configuration })
      // A failed discovery is not kept: the next round trip tries again.
      configuration.catch(() => forget(schoolId))
      return configuration
    },
  }
}
