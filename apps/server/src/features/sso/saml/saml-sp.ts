import {
  SAML,
  SamlStatusError,
  ValidateInResponseTo,
  type CacheProvider,
} from '@node-saml/node-saml'
import type { SamlConfig, SsoErrorCode } from '@quad/shared'
import { SAML_REQUEST_TTL_MS } from './saml-once.ts'

export const SAML_PATHS = {
  metadata: '/mobile_ws/v18/sso/saml/metadata',
  start: '/mobile_ws/v18/sso/saml/start',
  acs: '/mobile_ws/v18/sso/saml/acs',
} as const

/** This school's service provider: its entity id is its metadata address (decision 054). */
export interface ServiceProvider {
  entityId: string
  acsUrl: string
}

export function serviceProviderAt(origin: string): ServiceProvider {
  return { entityId: `${origin}${SAML_PATHS.metadata}`, acsUrl: `${origin}${SAML_PATHS.acs}` }
}

/** Clock difference tolerated between the IdP and us. */
const CLOCK_SKEW_MS = 30_000

/**
 * node-saml configured as issue 18 asks: assertions must be signed by one of the school's
 * IdP certificates, come from its entity id, name our entity id as audience, and answer a
 * request we issued (`validateInResponseTo: always`, so IdP-initiated responses are refused).
 */
export function samlFor(config: SamlConfig, sp: ServiceProvider, cache: CacheProvider): SAML {
  return new SAML({
    entryPoint: config.entryPoint,
    idpIssuer: config.idpEntityId,
    idpCert: config.idpCerts,
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
    cacheProvider: cache,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
  })
}

/**
 * What a refused response means for the login page. node-saml says why only in its
 * message, so the few it names are read from there; everything else (signatures,
 * malformed XML or base64) is a response that was not the IdP's own: 'tampered'.
 */
export function refusalOf(error: unknown, replayed: boolean): SsoErrorCode {
  if (error instanceof SamlStatusError) return 'cancelled'
  const message = error instanceof Error ? error.message : ''
  if (/InResponseTo is not valid/.test(message)) return replayed ? 'replayed' : 'invalid_response'
  if (/InResponseTo|issuer|audience|AudienceRestriction/i.test(message)) return 'invalid_response'
  if (/expired|not yet valid|No valid subject confirmation/i.test(message)) return 'expired'
  return 'tampered'
}
