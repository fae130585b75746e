import * as z from 'zod/mini'
import { AccountType } from './auth.ts'

/*
 * Single sign-on per school (issue 18 item 1; architecture.md "Authentication"): one
 * identity provider per school, spoken to with OpenID Connect or SAML 2.0. The admin sets
 * it at `GET`/`PUT /api/v1/admin/sso`; the login page reads the public part at
 * `GET /mobile_ws/v18/sso` and sends the browser to its `startUrl`.
 */

export const SsoProtocol = z.enum(['oidc', 'saml'])
export type SsoProtocol = z.infer<typeof SsoProtocol>

const HttpsUrl = z
  .string()
  .check(
    z.trim(),
    z.maxLength(2000),
    z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }),
  )
const Name = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max))

/** OpenID Connect: the issuer is discovered (`/.well-known/openid-configuration`). */
export const OidcConfig = z.object({
  issuer: HttpsUrl,
  clientId: Name(500),
  /** Extra scopes beyond `openid email profile`, space-separated claims' scopes. */
  scopes: z.optional(z.array(Name(100)).check(z.maxLength(20))),
})
export type OidcConfig = z.infer<typeof OidcConfig>

/** SAML 2.0: the IdP's single sign-on address, its entity id and its signing certificates. */
export const SamlConfig = z.object({
  entryPoint: HttpsUrl,
  idpEntityId: Name(2000),
  /** PEM certificates (one or more, for a rollover) that must sign the assertion. */
  idpCerts: z.array(Name(20_000)).check(z.minLength(1), z.maxLength(4)),
})
export type SamlConfig = z.infer<typeof SamlConfig>

/**
 * Which claim (OIDC) or attribute (SAML) holds each field of an account created just in
 * time. Unset fields use the protocol's standard names (OIDC `given_name`,
 * `family_name`, `email`; SAML the same names as attributes).
 */
export const SsoAttributeMap = z.object({
  email: z.optional(Name(200)),
  firstName: z.optional(Name(200)),
  lastName: z.optional(Name(200)),
  accountType: z.optional(Name(200)),
  graduationYear: z.optional(Name(200)),
})
export type SsoAttributeMap = z.infer<typeof SsoAttributeMap>

const SsoCommon = {
  displayName: Name(80),
  enabled: z.boolean(),
  /** An unknown but verified email gets an account just in time. */
  createAccounts: z.boolean(),
  defaultAccountType: AccountType,
  attributeMap: SsoAttributeMap,
  /** The school signs in only through its identity provider (no passwords). */
  ssoOnly: z.boolean(),
}

/** What the admin reads: secrets are never answered, only whether one is stored. */
export const SsoSettings = z.discriminatedUnion('protocol', [
  z.object({
    protocol: z.literal('oidc'),
    ...SsoCommon,
    oidc: OidcConfig,
    clientSecretSet: z.boolean(),
    /** Where the provider must send the browser back (the client's redirect URI). */
    redirectUri: z.string(),
  }),
  z.object({
    protocol: z.literal('saml'),
    ...SsoCommon,
    saml: SamlConfig,
    /** This school's service provider: its entity id, ACS address and metadata address. */
    serviceProvider: z.object({
      entityId: z.string(),
      acsUrl: z.string(),
      metadataUrl: z.string(),
    }),
  }),
])
export type SsoSettings = z.infer<typeof SsoSettings>

/**
 * What the admin gives their provider about Quad, known before anything is saved (the
 * provider asks for the redirect URI, or the ACS address, when the client is created).
 */
export const SsoQuadEndpoints = z.object({
  oidcRedirectUri: z.string(),
  samlEntityId: z.string(),
  samlAcsUrl: z.string(),
  samlMetadataUrl: z.string(),
})
export type SsoQuadEndpoints = z.infer<typeof SsoQuadEndpoints>

/** `GET /api/v1/admin/sso`: the school's provider, or null when none is set, and Quad's side. */
export const SsoSettingsAnswer = z.object({
  settings: z.nullable(SsoSettings),
  quad: SsoQuadEndpoints,
})
export type SsoSettingsAnswer = z.infer<typeof SsoSettingsAnswer>

/** What the admin saves; a secret left out keeps the stored one. */
export const SsoSettingsBody = z.discriminatedUnion('protocol', [
  z.object({
    protocol: z.literal('oidc'),
    ...SsoCommon,
    oidc: OidcConfig,
    clientSecret: z.optional(Name(2000)),
  }),
  z.object({ protocol: z.literal('saml'), ...SsoCommon, saml: SamlConfig }),
])
export type SsoSettingsBody = z.infer<typeof SsoSettingsBody>

/** `GET /mobile_ws/v18/sso`: the login page's button, when the school has a provider on. */
export const SsoPublic = z.object({
  provider: z.nullable(
    z.object({
      protocol: SsoProtocol,
      displayName: z.string(),
      /** Where the button goes (`?redirect=` is passed on, a same-origin path only). */
      startUrl: z.string(),
    }),
  ),
  ssoOnly: z.boolean(),
})
export type SsoPublic = z.infer<typeof SsoPublic>

/**
 * Why a sign-in through the provider was refused, as the login page shows it
 * (`/login?sso_error=<code>`): each a sentence in the web's messages.
 */
export const SsoErrorCode = z.enum([
  'cancelled',
  'invalid_response',
  'tampered',
  'replayed',
  'expired',
  'wrong_school',
  'email_unverified',
  'no_account',
  'suspended',
  'not_configured',
])
export type SsoErrorCode = z.infer<typeof SsoErrorCode>
