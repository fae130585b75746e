import { expect, it } from 'vitest'
import type { ListingFilter } from './directory.ts'
import { encodeListingFilters } from './listing-query.ts'

const defs: ListingFilter[] = [
  { name: 'search', label: 'Search', kind: 'text', options: [] },
  { name: 'accountType', label: 'Account type', kind: 'menu', options: [] },
  { name: 'interests', label: 'Interests', kind: 'contains', options: [] },
  { name: 'languages', label: 'Languages', kind: 'contains', options: [] },
]

it('drops empty values and encodes menus and contains lists (spec 5)', () => {
  expect(
    encodeListingFilters(defs, {
      search: '',
      accountType: 'student',
      interests: ['Chess', ' Hiking '],
      languages: [],
    }),
  ).toEqual({
    accountType: 'student',
    'interests.tagList': 'Chess,Hiking',
    'interests.ContainsLogic': 'OR',
    'interests.NotContainsLogic': 'false',
  })
  expect(
    encodeListingFilters(defs, {
      interests: { tags: ['Chess'], logic: 'AND', not: true },
      accountType: null,
    }),
  ).toEqual({
    'interests.tagList': 'Chess',
    'interests.ContainsLogic': 'AND',
    'interests.NotContainsLogic': 'true',
  })
})
