import type { ListingFilter } from '@quad/shared'
import { describe, expect, it } from 'vitest'
import { peopleQueryKey, peopleSearchParams } from './people-query.ts'

const definitions: ListingFilter[] = [
  { name: 'search', label: 'Search', kind: 'text', options: [] },
  { name: 'yearOfGraduation', label: 'Year', kind: 'menu', options: [] },
  { name: 'interests', label: 'Interests', kind: 'contains', options: [] },
]
const empty = { query: '', sort: null, filters: {} }

describe('mobile_people query (spec 5, 7, 9)', () => {
  it('page 1: range 0, limit 20, facets; nothing empty is sent', () => {
    expect(peopleSearchParams(definitions, empty, 1).toString()).toBe('range=0&limit=20&facets=1')
  })

  it('page 3: range 40, limit 60, no facets', () => {
    expect(peopleSearchParams(definitions, empty, 3).toString()).toBe('range=40&limit=60')
  })

  it('sends the search, the chosen order, menus and contains logic', () => {
    const state = {
      query: 'Okafr',
      sort: '-yearOfGraduation',
      filters: {
        yearOfGraduation: '2026',
        interests: { tags: ['Chess', 'Open source'], logic: 'AND' as const, not: false },
      },
    }
    const params = Object.fromEntries(peopleSearchParams(definitions, state, 1))
    expect(params).toEqual({
      range: '0',
      limit: '20',
      order1: '-yearOfGraduation',
      search: 'Okafr',
      yearOfGraduation: '2026',
      'interests.tagList': 'Chess,Open source',
      'interests.ContainsLogic': 'AND',
      'interests.NotContainsLogic': 'false',
      facets: '1',
    })
  })

  it('sends the search under `search` even when the config has no text filter', () => {
    const params = peopleSearchParams(definitions.slice(1), { ...empty, query: 'jnah' }, 1)
    expect(params.get('search')).toBe('jnah')
  })

  it('the cache key ignores the page and the order of filters', () => {
    const a = { query: 'x', sort: null, filters: { yearOfGraduation: '2026' } }
    expect(peopleQueryKey(definitions, a)).toBe('facets=1&search=x&yearOfGraduation=2026')
  })
})
