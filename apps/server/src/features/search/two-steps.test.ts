import { describe, expect, it } from 'vitest'
import { CANDIDATES, firstPageInTwoSteps, type TwoSteps } from './two-steps.ts'

/** Steps over the ids 1..n (newest first), the viewer seeing those `sees` keeps. */
function steps(n: number, sees: (id: number) => boolean, limit: number) {
  const all = Array.from({ length: n }, (_, i) => i + 1)
  const calls: string[] = []
  const given: TwoSteps<number> = {
    candidates: () => {
      calls.push('candidates')
      return Promise.resolve(all.slice(0, CANDIDATES))
    },
    seen: (ids) => {
      calls.push('seen')
      return Promise.resolve(ids.filter(sees).slice(0, limit + 1))
    },
    whole: () => {
      calls.push('whole')
      return Promise.resolve(all.filter(sees).slice(0, limit + 1))
    },
  }
  return { given, calls }
}

describe('firstPageInTwoSteps', () => {
  it('answers the first page from the candidates when they hold more than the page', async () => {
    const { given, calls } = steps(500, (id) => id % 4 === 0, 5)
    expect(await firstPageInTwoSteps({ offset: 0, limit: 5 }, given)).toEqual([
      4, 8, 12, 16, 20, 24,
    ])
    expect(calls).toEqual(['candidates', 'seen'])
  })

  it('answers from the candidates when they are all the matches there are', async () => {
    const { given, calls } = steps(10, (id) => id === 7, 5)
    expect(await firstPageInTwoSteps({ offset: 0, limit: 5 }, given)).toEqual([7])
    expect(calls).toEqual(['candidates', 'seen'])
  })

  it('asks nothing more when nothing matches', async () => {
    const { given, calls } = steps(0, () => true, 5)
    expect(await firstPageInTwoSteps({ offset: 0, limit: 5 }, given)).toEqual([])
    expect(calls).toEqual(['candidates'])
  })

  it('asks the one statement when the candidates hold too few the viewer sees, or for a later page', async () => {
    const few = steps(500, (id) => id > 40 && id % 10 === 0, 5)
    expect(await firstPageInTwoSteps({ offset: 0, limit: 5 }, few.given)).toEqual([
      50, 60, 70, 80, 90, 100,
    ])
    expect(few.calls).toEqual(['candidates', 'seen', 'whole'])
    const later = steps(500, () => true, 5)
    await firstPageInTwoSteps({ offset: 5, limit: 5 }, later.given)
    expect(later.calls).toEqual(['whole'])
  })
})
