/**
 * What needs node-saml and its XML libraries. The routes load this module on the first SAML
 * request: a server whose schools sign in otherwise never evaluates them (P6, decision 064
 * "Since (stop 66)").
 */
import {
  generateServiceProviderMetadata,
  SAML,
  SamlStatusError,
  ValidateInResponseTo,
  type CacheProvider,
} from '@node-saml/node-saml'
import type { SamlConfig, SsoErrorCode } from '@quad/shared'
import { SAML_REQUEST_TTL_MS } from './saml-once.ts'
import type { ServiceProvider } from './saml-paths.ts'

export { assertionFacts, responseDestination } from './saml-assertion.ts'

/** The metadata (XML) an IdP's admin loads to trust this school's service provider. */
export function serviceProviderMetadata(sp: ServiceProvider): string {
  return generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    wantAssertionsSigned: true,
    identifierFormat: null,
  })
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
