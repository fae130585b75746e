import { expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './passwords.ts'

it('hashes with Argon2id and verifies', async () => {
  const stored = await hashPassword('s3cret!')
  expect(stored.startsWith('$argon2id$')).toBe(true)
  expect(await verifyPassword(stored, 's3cret!')).toBe(true)
  expect(await verifyPassword(stored, 'wrong')).toBe(false)
  expect(await verifyPassword(null, 's3cret!')).toBe(false)
  expect(await verifyPassword('garbage', 's3cret!')).toBe(false)
})
