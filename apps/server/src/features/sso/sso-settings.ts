import { eq } from 'drizzle-orm'
import type { SsoPublic, SsoQuadEndpoints, SsoSettings, SsoSettingsBody } from '@quad/shared'
import { ssoProviders } from '../../db/schema/account-security.ts'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { schools } from '../../platform/db/schema.ts'
import { fieldError } from '../../platform/errors.ts'
import { requireFetchable } from '../../platform/http/outbound.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { providerOf, SSO_CREDENTIAL_PROVIDER, type SsoProvider } from './sso-provider.ts'

type SettingsContext = Pick<ModuleContext, 'integrations' | 'outbound'>

/** Where each protocol's round trip lives (the saml track serves its paths). */
export const SSO_PATHS = {
  oidcStart: '/mobile_ws/v18/sso/oidc/start',
  oidcCallback: '/mobile_ws/v18/sso/oidc/callback',
  samlStart: '/mobile_ws/v18/sso/saml/start',
  samlMetadata: '/mobile_ws/v18/sso/saml/metadata',
  samlAcs: '/mobile_ws/v18/sso/saml/acs',
} as const

/** The school credential holding the OIDC client secret (decision 026). */
export const clientSecretRef = (schoolId: number) => ({
  schoolId,
  provider: SSO_CREDENTIAL_PROVIDER,
  name: 'client-secret',
})

/** The stored client secret, or null when none is stored. */
export async function clientSecretOf(
  ctx: SettingsContext,
  db: DbOrTx,
  schoolId: number,
): Promise<string | null> {
  const stored = await ctx.integrations.credentials.get(db, clientSecretRef(schoolId))
  return typeof stored?.clientSecret === 'string' ? stored.clientSecret : null
}

async function ssoOnlyOf(db: DbOrTx, schoolId: number): Promise<boolean> {
  const [row] = await db
    .select({ ssoOnly: schools.ssoOnly })
    .from(schools)
    .where(eq(schools.id, schoolId))
  return row?.ssoOnly ?? false
}

/** The admin's view: never the secret, only whether one is stored; null when none is set. */
export async function presentSsoSettings(
  ctx: SettingsContext,
  db: DbOrTx,
  schoolId: number,
  origin: string,
): Promise<SsoSettings | null> {
  const provider = await providerOf(db, schoolId)
  if (!provider) return null
  const common = {
    displayName: provider.displayName,
    enabled: provider.enabled,
    createAccounts: provider.createAccounts,
    defaultAccountType: provider.defaultAccountType,
    attributeMap: provider.attributeMap,
    ssoOnly: await ssoOnlyOf(db, schoolId),
  }
  const quad = quadEndpoints(origin)
  if (provider.protocol === 'oidc') {
    return {
      protocol: 'oidc',
      ...common,
      oidc: provider.config,
      clientSecretSet: (await clientSecretOf(ctx, db, schoolId)) !== null,
      redirectUri: quad.oidcRedirectUri,
    }
  }
  return {
    protocol: 'saml',
    ...common,
    saml: provider.config,
    serviceProvider: {
      entityId: quad.samlEntityId,
      acsUrl: quad.samlAcsUrl,
      metadataUrl: quad.samlMetadataUrl,
    },
  }
}

/** Quad's addresses at `origin` that a school's provider is given (its entity id is its metadata). */
export function quadEndpoints(origin: string): SsoQuadEndpoints {
  const metadata = `${origin}${SSO_PATHS.samlMetadata}`
  return {
    oidcRedirectUri: `${origin}${SSO_PATHS.oidcCallback}`,
    samlEntityId: metadata,
    samlAcsUrl: `${origin}${SSO_PATHS.samlAcs}`,
    samlMetadataUrl: metadata,
  }
}

/** The login page's part: the button when a provider is on, and whether passwords are off. */
export async function presentSsoPublic(db: DbOrTx, schoolId: number): Promise<SsoPublic> {
  const provider = await providerOf(db, schoolId, { enabledOnly: true })
  return {
    provider: provider && {
      protocol: provider.protocol,
      displayName: provider.displayName,
      startUrl: provider.protocol === 'oidc' ? SSO_PATHS.oidcStart : SSO_PATHS.samlStart,
    },
    ssoOnly: provider !== null && (await ssoOnlyOf(db, schoolId)),
  }
}

const publicPart = (provider: SsoProvider | null, ssoOnly: boolean) =>
  provider && {
    protocol: provider.protocol,
    displayName: provider.displayName,
    enabled: provider.enabled,
    config: provider.config,
    attributeMap: provider.attributeMap,
    createAccounts: provider.createAccounts,
    defaultAccountType: provider.defaultAccountType,
    ssoOnly,
  }

/**
 * Saves the school's provider in one transaction with its audit entry (old → new, never
 * the secret, only whether it changed). An OIDC provider needs a client secret: an absent
 * one keeps the stored one. SSO-only needs the provider on, so no school locks everyone out.
 */
export async function saveSsoSettings(
  ctx: SettingsContext,
  db: Db,
  origin: AuditOrigin,
  schoolId: number,
  body: SsoSettingsBody,
): Promise<void> {
  if (body.ssoOnly && !body.enabled) {
    throw fieldError('body.ssoOnly', 'turn the provider on before making it the only way in')
  }
  // Quad fetches the issuer (discovery, keys, tokens): never this server's own network.
  if (body.protocol === 'oidc') {
    await requireFetchable(ctx.outbound, 'body.oidc.issuer', body.oidc.issuer)
  }
  await db.transaction(async (tx) => {
    const before = await providerOf(tx, schoolId)
    const wasSsoOnly = await ssoOnlyOf(tx, schoolId)
    const ref = clientSecretRef(schoolId)
    if (body.protocol === 'oidc') {
      const secret = body.clientSecret ?? (await clientSecretOf(ctx, tx, schoolId))
      if (!secret) throw fieldError('body.clientSecret', 'the client secret is required')
      await ctx.integrations.credentials.put(tx, ref, { clientSecret: secret })
    } else {
      await ctx.integrations.credentials.delete(tx, ref)
    }
    const values = {
      protocol: body.protocol,
      displayName: body.displayName,
      enabled: body.enabled,
      config: body.protocol === 'oidc' ? body.oidc : body.saml,
      attributeMap: body.attributeMap,
      createAccounts: body.createAccounts,
      defaultAccountType: body.defaultAccountType,
    }
    await tx
      .insert(ssoProviders)
      .values({ schoolId, ...values })
      .onConflictDoUpdate({
        target: ssoProviders.schoolId,
        set: { ...values, updatedAt: new Date() },
      })
    await tx.update(schools).set({ ssoOnly: body.ssoOnly }).where(eq(schools.id, schoolId))
    const after = await providerOf(tx, schoolId)
    await audit(tx, origin, {
      schoolId,
      action: 'sso.update',
      subjectType: 'sso_provider',
      subjectId: schoolId,
      details: {
        old: publicPart(before, wasSsoOnly),
        new: publicPart(after, body.ssoOnly),
        secretChanged: body.protocol === 'oidc' && body.clientSecret !== undefined,
      },
    })
  })
}

/** Removes the school's provider, its secret, and SSO-only with it; whether one was set. */
export async function removeSsoSettings(
  ctx: SettingsContext,
  db: Db,
  origin: AuditOrigin,
  schoolId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await providerOf(tx, schoolId)
    if (!before) return false
    const wasSsoOnly = await ssoOnlyOf(tx, schoolId)
    await tx.delete(ssoProviders).where(eq(ssoProviders.schoolId, schoolId))
    await ctx.integrations.credentials.delete(tx, clientSecretRef(schoolId))
    await tx.update(schools).set({ ssoOnly: false }).where(eq(schools.id, schoolId))
    await audit(tx, origin, {
      schoolId,
      action: 'sso.remove',
      subjectType: 'sso_provider',
      subjectId: schoolId,
      details: { old: publicPart(before, wasSsoOnly), new: null },
    })
    return true
  })
}
