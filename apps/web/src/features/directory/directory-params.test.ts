import type { ListingFilter } from '@quad/shared'
import { describe, expect, it } from 'vitest'
import {
  countActiveFilters,
  readDirectoryState,
  withContainsValue,
  withMenuValue,
  withoutFilters,
} from './directory-params.ts'

const definitions: ListingFilter[] = [
  { name: 'search', label: 'Search', kind: 'text', options: [] },
  { name: 'yearOfGraduation', label: 'Year', kind: 'menu', options: [] },
  { name: 'connection', label: 'Connection', kind: 'menu', options: [] },
  { name: 'interests', label: 'Interests', kind: 'contains', options: [] },
]

describe('directory state in the URL', () => {
  it('reads search, sort, menus and contains lists; "all" and empty mean no filter', () => {
    const params = new URLSearchParams(
      'q=%20jnah%20&sort=firstName&yearOfGraduation=2026&connection=all&interests=Chess&interests=Film&interests.logic=AND&interests.not=1',
    )
    expect(readDirectoryState(params, definitions)).toEqual({
      query: 'jnah',
      sort: 'firstName',
      filters: {
        yearOfGraduation: '2026',
        interests: { tags: ['Chess', 'Film'], logic: 'AND', not: true },
      },
    })
  })

  it('keeps spec 5 defaults (OR, not excluded) out of the URL', () => {
    const next = withContainsValue(new URLSearchParams('q=a'), 'interests', {
      tags: ['Chess'],
      logic: 'OR',
      not: false,
    })
    expect(next.toString()).toBe('q=a&interests=Chess')
  })

  it('a menu set to nothing leaves the URL', () => {
    const set = withMenuValue(new URLSearchParams(), 'yearOfGraduation', '2027')
    expect(set.get('yearOfGraduation')).toBe('2027')
    expect(withMenuValue(set, 'yearOfGraduation', '').has('yearOfGraduation')).toBe(false)
  })

  it('clearing filters keeps the search, the sort and an open profile', () => {
    const params = new URLSearchParams(
      'q=ok&sort=-recent&profile=u1&yearOfGraduation=2026&interests=Chess&interests.not=1',
    )
    expect(withoutFilters(params, definitions).toString()).toBe('q=ok&sort=-recent&profile=u1')
    expect(countActiveFilters(readDirectoryState(params, definitions))).toBe(2)
  })
})
