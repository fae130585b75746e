import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { integrationCredentials, instanceSecrets } from '../../db/schema/index.ts'
import { useIntegrations } from '../../test/integrations-fixtures.ts'
import { CredentialUnreadable, credentials } from './credentials.ts'
import { keyring, loadKeyring } from './keys.ts'

/** Issue 13 item 8: per-school and per-student credentials, encrypted at rest. */
const fixture = useIntegrations()
const db = () => fixture().ctx.database.db

describe('credentials', () => {
  it('round-trip for a school and for a student, stored only as ciphertext', async () => {
    const { integrations, school, studentId } = fixture()
    const schoolRef = { schoolId: school.id, provider: 'canvas', name: 'developer-key' }
    const studentRef = { ...schoolRef, userId: studentId, name: 'oauth' }
    await integrations.credentials.put(db(), schoolRef, { clientSecret: 'dev-key-SECRET-1' })
    await integrations.credentials.put(db(), studentRef, { accessToken: 'tok-SECRET-2' })

    expect(await integrations.credentials.get(db(), schoolRef)).toEqual({
      clientSecret: 'dev-key-SECRET-1',
    })
    expect(await integrations.credentials.get(db(), studentRef)).toEqual({
      accessToken: 'tok-SECRET-2',
    })
    expect(await integrations.credentials.get(db(), { ...schoolRef, userId: studentId })).toBe(null)
    const stored = await db().execute(
      sql`select encode(ciphertext, 'escape') as text from integration_credentials`,
    )
    expect(JSON.stringify(stored.rows)).not.toContain('SECRET')

    await integrations.credentials.put(db(), studentRef, { accessToken: 'tok-SECRET-3' })
    expect(await integrations.credentials.get(db(), studentRef)).toEqual({
      accessToken: 'tok-SECRET-3',
    })
    expect(await integrations.credentials.delete(db(), studentRef)).toBe(true)
    expect(await integrations.credentials.get(db(), studentRef)).toBe(null)
    expect(await integrations.credentials.delete(db(), studentRef)).toBe(false)
  })

  it('a ciphertext copied into another row (school, owner or name) does not open', async () => {
    const { integrations, school, other } = fixture()
    const from = { schoolId: school.id, provider: 'sis', name: 'api-key' }
    const to = { schoolId: other.id, provider: 'sis', name: 'api-key' }
    await integrations.credentials.put(db(), from, { key: 'SECRET-of-sync' })
    await integrations.credentials.put(db(), to, { key: 'SECRET-of-other' })
    await db().execute(sql`
      update integration_credentials t
         set ciphertext = s.ciphertext, iv = s.iv, tag = s.tag, key_id = s.key_id
        from integration_credentials s
       where s.school_id = ${school.id} and s.provider = 'sis'
         and t.school_id = ${other.id} and t.provider = 'sis'`)
    await expect(integrations.credentials.get(db(), to)).rejects.toBeInstanceOf(
      CredentialUnreadable,
    )
    expect(await integrations.credentials.get(db(), from)).toEqual({ key: 'SECRET-of-sync' })
  })

  it('after a key rotation old rows still open and a write moves them to the new key', async () => {
    const { school } = fixture()
    const ref = { schoolId: school.id, provider: 'rotating', name: 'key' }
    const before = keyring('the-old-secret-the-old-secret-123')
    const after = keyring('the-new-secret-the-new-secret-456', [
      'the-old-secret-the-old-secret-123',
    ])
    expect(after.current.id).not.toBe(before.current.id)

    await credentials(before).put(db(), ref, { v: 1 })
    expect(await credentials(after).get(db(), ref)).toEqual({ v: 1 })
    expect(await keyIdOf(ref.provider)).toBe(before.current.id)

    await credentials(after).put(db(), ref, { v: 2 })
    expect(await keyIdOf(ref.provider)).toBe(after.current.id)
    const newOnly = keyring('the-new-secret-the-new-secret-456')
    expect(await credentials(newOnly).get(db(), ref)).toEqual({ v: 2 })

    await credentials(before).put(db(), { ...ref, name: 'left-behind' }, { v: 0 })
    await expect(credentials(newOnly).get(db(), { ...ref, name: 'left-behind' })).rejects.toThrow(
      /key .* is not configured/,
    )
  })

  it('the generated key stays readable once INTEGRATIONS_KEY is set', async () => {
    const { school } = fixture()
    const ref = { schoolId: school.id, provider: 'moving', name: 'key' }
    const generated = await loadKeyring(db(), { key: undefined, previous: [] })
    const [secret] = await db()
      .select()
      .from(instanceSecrets)
      .where(eq(instanceSecrets.name, 'integrations'))
    expect(secret?.value.length).toBeGreaterThan(32)
    await credentials(generated).put(db(), ref, { v: 'generated' })

    const fromEnv = await loadKeyring(db(), {
      key: 'an-operator-chosen-key-of-32-chars-or-more',
      previous: [],
    })
    expect(fromEnv.current.id).not.toBe(generated.current.id)
    expect(await credentials(fromEnv).get(db(), ref)).toEqual({ v: 'generated' })
    await credentials(fromEnv).put(db(), ref, { v: 'env' })
    expect(await keyIdOf(ref.provider)).toBe(fromEnv.current.id)
  })
})

async function keyIdOf(provider: string): Promise<string | undefined> {
  const rows = await db()
    .select({ keyId: integrationCredentials.keyId })
    .from(integrationCredentials)
    .where(eq(integrationCredentials.provider, provider))
  return rows[0]?.keyId
}
