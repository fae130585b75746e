import type { SamlConfig } from '@quad/shared'
import { ssoProviders } from '../db/schema/account-security.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import type { SamlIdp } from './saml-idp.ts'

/** The SamlConfig a school's admin would save for `idp`. */
export const samlConfigOf = (idp: SamlIdp): SamlConfig => ({
  entryPoint: idp.entryPoint,
  idpEntityId: idp.entityId,
  idpCerts: [idp.cert],
})

/** Stores `idp` as the school's SAML provider (as `PUT /api/v1/admin/sso` would); its id. */
export async function insertSamlProvider(
  db: DbOrTx,
  schoolId: number,
  idp: SamlIdp,
  options: { createAccounts?: boolean } = {},
): Promise<number> {
  const [row] = await db
    .insert(ssoProviders)
    .values({
      schoolId,
      protocol: 'saml',
      displayName: 'Campus SAML',
      config: samlConfigOf(idp),
      attributeMap: {},
      createAccounts: options.createAccounts ?? true,
    })
    .returning({ id: ssoProviders.id })
  if (!row) throw new Error('the SAML provider was not stored')
  return row.id
}
