import { and, eq } from 'drizzle-orm'
import { AccountType, OidcConfig, SamlConfig, SsoAttributeMap } from '@quad/shared'
import { ssoProviders } from '../../db/schema/account-security.ts'
import type { DbOrTx } from '../../platform/db/database.ts'

/** A school's identity provider as stored (`sso_providers`), its config typed by protocol. */
export type SsoProvider = SsoProviderCommon &
  ({ protocol: 'oidc'; config: OidcConfig } | { protocol: 'saml'; config: SamlConfig })

interface SsoProviderCommon {
  id: number
  schoolId: number
  displayName: string
  enabled: boolean
  attributeMap: SsoAttributeMap
  createAccounts: boolean
  defaultAccountType: AccountType
}

/** The credentials' provider name for a school's SSO secrets (decision 026). */
export const SSO_CREDENTIAL_PROVIDER = 'sso'

/** The school's provider, or null when none is set (or, with `enabledOnly`, it is off). */
export async function providerOf(
  db: DbOrTx,
  schoolId: number,
  options: { enabledOnly?: boolean } = {},
): Promise<SsoProvider | null> {
  const [row] = await db
    .select()
    .from(ssoProviders)
    .where(
      and(
        eq(ssoProviders.schoolId, schoolId),
        options.enabledOnly ? eq(ssoProviders.enabled, true) : undefined,
      ),
    )
  if (!row) return null
  const common: SsoProviderCommon = {
    id: row.id,
    schoolId: row.schoolId,
    displayName: row.displayName,
    enabled: row.enabled,
    attributeMap: SsoAttributeMap.parse(row.attributeMap),
    createAccounts: row.createAccounts,
    defaultAccountType: AccountType.parse(row.defaultAccountType),
  }
  // Saved through the shared contract; parsed again so a hand-edited row fails loudly.
  return row.protocol === 'oidc'
    ? { ...common, protocol: 'oidc', config: OidcConfig.parse(row.config) }
    : { ...common, protocol: 'saml', config: SamlConfig.parse(row.config) }
}
