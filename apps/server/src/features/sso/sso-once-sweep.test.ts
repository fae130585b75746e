import { describe, expect, it } from 'vitest'
import { ssoOnce, ssoProviders } from '../../db/schema/account-security.ts'
import { insertSchool, useTestApp } from '../../test/test-app.ts'
import { sweepExpiredOnce } from './sso-once-sweep.ts'

describe('the sso_once sweep', () => {
  const ctx = useTestApp()

  it('deletes only the values past their expiry, of every kind', async () => {
    const db = ctx().database.db
    const school = await insertSchool(db, { code: 'sweeponce', name: 'Sweep Once' })
    const [provider] = await db
      .insert(ssoProviders)
      .values({
        schoolId: school.id,
        protocol: 'saml',
        displayName: 'Test IdP',
        config: {},
      })
      .returning({ id: ssoProviders.id })
    if (!provider) throw new Error('provider not stored')
    const providerId = provider.id
    const past = new Date(Date.now() - 60_000)
    const future = new Date(Date.now() + 60_000)
    await db.insert(ssoOnce).values([
      { providerId, kind: 'saml_assertion', key: 'old-assertion', expiresAt: past },
      { providerId, kind: 'oidc_state', key: 'old-state', expiresAt: past },
      { providerId, kind: 'saml_assertion', key: 'live-assertion', expiresAt: future },
    ])
    expect(await sweepExpiredOnce(db)).toBe(2)
    const left = await db.select({ key: ssoOnce.key }).from(ssoOnce)
    expect(left.map((row) => row.key)).toEqual(['live-assertion'])
  })
})
