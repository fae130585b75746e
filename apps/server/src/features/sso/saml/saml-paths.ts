/** Where this school's SAML service provider answers (decision 054). */
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
