import { describe, expect, it } from 'vitest'
import { LegacyPeopleResponse, UserAllResponse } from '@quad/shared'
import { toLegacyRows } from '../../features/directory/legacy-rows.ts'
import { compiledSerializer } from './compiled-serializer.ts'

const card = {
  uid: 'u1',
  firstName: 'Maya',
  lastName: 'Patel',
  photoUrl: null,
  genderPronoun: 'she/her',
  accountType: 'student' as const,
  yearOfGraduation: null,
  visitableProfile: true,
  connectionStatus: 0,
}

describe('the compiled response serializer', () => {
  it('writes what the Zod serializer writes, nulls included', () => {
    const page = {
      total: 2,
      items: [card, { ...card, photoUrl: '/p.svg', yearOfGraduation: 2027 }],
    }
    const json = compiledSerializer({ schema: UserAllResponse })(page)
    expect(JSON.parse(json)).toEqual(UserAllResponse.parse(page))
  })

  it('never writes a field the contract does not list', () => {
    const leaky = { ...card, email: 'maya@school.edu', passwordHash: 'x' }
    const json = compiledSerializer({ schema: UserAllResponse })({ total: 1, items: [leaky] })
    expect(json).not.toContain('email')
    expect(json).not.toContain('passwordHash')
  })

  it('writes the legacy v17 rows as the Zod serializer does', () => {
    const rows = toLegacyRows({ people: [card, { ...card, uid: 'u2' }], total: 2 }, 'lastName')
    const json = compiledSerializer({ schema: LegacyPeopleResponse })(rows)
    expect(JSON.parse(json)).toEqual(LegacyPeopleResponse.parse(rows))
  })
})
