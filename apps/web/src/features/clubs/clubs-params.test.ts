import { describe, expect, it } from 'vitest'
import { clubsFilterParams, readClubsFilter } from './clubs-params.ts'

describe('the clubs section’s URL', () => {
  it('reads the search and the view, with safe defaults', () => {
    expect(readClubsFilter(new URLSearchParams('q=%20chess%20&view=mine'))).toEqual({
      search: 'chess',
      membership: 'mine',
    })
    expect(readClubsFilter(new URLSearchParams('view=theirs'))).toEqual({
      search: '',
      membership: 'all',
    })
    expect(readClubsFilter(new URLSearchParams(`q=${'x'.repeat(150)}`)).search).toHaveLength(100)
  })

  it('writes only what is set', () => {
    expect(clubsFilterParams({ search: '', membership: 'all' }).toString()).toBe('')
    expect(clubsFilterParams({ search: 'film', membership: 'mine' }).toString()).toBe(
      'q=film&view=mine',
    )
  })
})
